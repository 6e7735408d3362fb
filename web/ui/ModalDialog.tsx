import type { ReactNode } from 'react';
import { useShownModal } from './useShownModal.ts';

/**
 * A modal native dialog: open while mounted, focus kept inside, Escape asks to dismiss. Closed, it
 * gives the focus back to whatever opened it (the header link, an account page's button), or where
 * that is gone too (a deleted wishlist's button, the header's "Sign in" after signing in), to the
 * page's heading (useShownModal.ts).
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
  const dialog = useShownModal();
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
