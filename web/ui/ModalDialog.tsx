import { useLayoutEffect, useRef, type ReactNode } from 'react';

/**
 * A modal native dialog: open while mounted, focus kept inside, Escape asks to dismiss. A layout
 * effect, so the dialog is still in the page when it closes and focus can go back to whatever
 * opened it (the header link, an account page's button).
 */
export function ModalDialog({
  labelledBy,
  className,
  onDismiss,
  children,
}: {
  labelledBy: string;
  className?: string;
  onDismiss: () => void;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement;
    if (element && !element.open) element.showModal();
    return () => {
      element?.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      className={`dialog ${className ?? ''}`.trim()}
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        event.preventDefault();
        onDismiss();
      }}
    >
      {children}
    </dialog>
  );
}
