import { useId, type ReactNode } from 'react';
import { useT } from '../i18n/useT.ts';
import { ModalDialog } from './ModalDialog.tsx';

/** A modal dialog with its title and a close button in a header row. */
export function TitledDialog({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useT();
  const titleId = useId();
  return (
    <ModalDialog labelledBy={titleId} onDismiss={onClose}>
      <div className="dialog-header">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="dialog-close" aria-label={t('wishlists.close')} onClick={onClose}>
          ×
        </button>
      </div>
      {children}
    </ModalDialog>
  );
}
