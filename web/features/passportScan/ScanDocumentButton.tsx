import { Suspense, useId, useState } from 'react';
import { useT } from '../../i18n/useT.ts';
import { loadedOnDemand } from '../../ui/loadedOnDemand.ts';
import type { ScannedDocument } from './scannedDocument.ts';

// The dialog's code loads as the guest is about to tap (a pointer or the focus on the button), and
// the reader (its worker and OCR-B's glyph models) with the tap itself: no page pays for them until then.
const scanDialog = loadedOnDemand(() =>
  import('./components/ScanDialog.tsx').then((module) => module.default),
);
const ScanDialog = scanDialog.Component;

interface ScanDocumentButtonProps {
  /** The fields this traveller's form asks for; only those are filled. */
  fields: readonly string[];
  /** Puts what was read into the form (useDocumentFill's `fill`). */
  onRead: (document: ScannedDocument) => void;
}

/**
 * "Scan passport or ID card": reads the document's machine-readable zone from a photo on
 * this device and fills the traveller's fields from it. An offer beside the fields, never instead
 * of them: everything it fills can be typed and corrected as before.
 */
export function ScanDocumentButton({ fields, onRead }: ScanDocumentButtonProps) {
  const t = useT();
  const hintId = useId();
  const [open, setOpen] = useState(false);
  const [filled, setFilled] = useState<{ count: number; unsure: boolean } | undefined>();
  return (
    <div className="document-scan">
      <button
        type="button"
        className="button outline"
        aria-describedby={hintId}
        onPointerEnter={scanDialog.preload}
        onFocus={scanDialog.preload}
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
        {filled && t('scan.done', { count: filled.count })}
        {filled?.unsure && ` ${t('scan.done.unsure')}`}
      </p>
      {open && (
        <Suspense fallback={<p className="hint">{t('scan.opening')}</p>}>
          <ScanDialog
            fields={fields}
            onClose={() => setOpen(false)}
            onRead={(document) => {
              onRead(document);
              setFilled({ count: Object.keys(document.values).length, unsure: document.unsure.length > 0 });
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
