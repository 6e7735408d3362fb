import { lazy, Suspense, useId, useState } from 'react';
import { useT } from '../../i18n/useT.ts';
import type { ScannedDocument } from './scannedDocument.ts';

// The dialog, and with it the reader, loads on the first tap: no page pays for it until then.
const ScanDialog = lazy(() => import('./components/ScanDialog.tsx'));

interface ScanDocumentButtonProps {
  /** The fields this traveller's form asks for; only those are filled. */
  fields: readonly string[];
  /** The countries the form offers; a nationality outside them is left for the guest to choose. */
  countries: readonly string[];
  /** Puts what was read into the form (useDocumentFill's `fill`). */
  onRead: (document: ScannedDocument) => void;
}

/**
 * "Scan passport or ID card" (issue 33): reads the document's machine-readable zone from a photo on
 * this device and fills the traveller's fields from it. An offer beside the fields, never instead
 * of them: everything it fills can be typed and corrected as before.
 */
export function ScanDocumentButton({ fields, countries, onRead }: ScanDocumentButtonProps) {
  const t = useT();
  const hintId = useId();
  const [open, setOpen] = useState(false);
  const [filled, setFilled] = useState<number | undefined>();
  return (
    <div className="document-scan">
      <button
        type="button"
        className="button outline"
        aria-describedby={hintId}
        onClick={() => {
          setFilled(undefined);
          setOpen(true);
        }}
      >
        {t('scan.button')}
      </button>
      <small id={hintId} className="hint">
        {t('scan.hint')}
      </small>
      <p role="status" className="document-scan-status">
        {filled !== undefined && t('scan.done', { count: filled })}
      </p>
      {open && (
        <Suspense fallback={<p className="hint">{t('scan.opening')}</p>}>
          <ScanDialog
            fields={fields}
            countries={countries}
            onClose={() => setOpen(false)}
            onRead={(document) => {
              onRead(document);
              setFilled(Object.keys(document.values).length);
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
