import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useT } from '../i18n/useT.ts';

/**
 * A modal on the native dialog, as the auth modal is: focus moves into it and stays there, Escape
 * closes it, and focus goes back to whatever opened it.
 */
export function ModalDialog({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useLayoutEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement;
    element?.showModal();
    return () => {
      element?.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="dialog-header">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="dialog-close" aria-label={t('wishlists.close')} onClick={onClose}>
          ×
        </button>
      </div>
      {children}
    </dialog>
  );
}
