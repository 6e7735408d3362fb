import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { ModalDialog } from '../../../ui/ModalDialog.tsx';
import { useT } from '../../../i18n/useT.ts';
import type { MessageId } from '../../../i18n/catalog.ts';
import type { ScannedDocument, ScannedField, ScannedValues } from '../scannedDocument.ts';
import { prepareReader, readDocument, type ReaderProgress } from '../reader/documentReader.ts';
import { LiveCamera } from './LiveCamera.tsx';
import { isCountryCode } from '../../../../shared/i18n/countries.ts';

interface ScanDialogProps {
  fields: readonly string[];
  onRead: (document: ScannedDocument) => void;
  onClose: () => void;
}

type Failure = 'unreadable' | 'checkDigits' | 'picture' | 'tooLarge' | 'engine';

const FAILURES: Record<Failure, MessageId> = {
  unreadable: 'scan.failed.unreadable',
  checkDigits: 'scan.failed.checkDigits',
  picture: 'scan.failed.picture',
  tooLarge: 'scan.failed.tooLarge',
  engine: 'scan.failed.engine',
};

/**
 * What was read, kept to the fields this form asks for and the countries it offers (ISO 3166-1's);
 * a nationality outside them (Kosovo's) is the guest's to choose, like one the zone's code names
 * no country for.
 */
function forThisForm(
  { values, shortened, unsure }: ScannedDocument,
  fields: readonly string[],
): ScannedDocument {
  const offered = ([field, value]: [string, string]) => field !== 'countryOrigin' || isCountryCode(value);
  const entries = Object.entries(values).filter(([field]) => fields.includes(field));
  const kept = Object.fromEntries(entries.filter(offered)) as ScannedValues;
  const notOffered = entries.filter((entry) => !offered(entry)).map(([field]) => field as ScannedField);
  return {
    values: kept,
    shortened: shortened.filter((field) => field in kept),
    unsure: [...unsure, ...notOffered].filter((field) => fields.includes(field) && !(field in kept)),
  };
}

/**
 * The scan: how to photograph the document, a photo from the camera or the device, or the live
 * camera with a frame; the reader loads as the dialog opens, with its progress shown. A failed
 * reading says why and what to do, and the guest tries again or closes the dialog and types.
 */
export default function ScanDialog({ fields, onRead, onClose }: ScanDialogProps) {
  const t = useT();
  const titleId = useId();
  const progressId = useId();
  const photoInput = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<ReaderProgress | undefined>({ phase: 'loading', share: 0 });
  const [failure, setFailure] = useState<Failure | undefined>();
  const [camera, setCamera] = useState<'off' | 'on' | 'unavailable'>('off');
  const [busy, setBusy] = useState(false);
  const cameraUnavailable = useCallback(() => setCamera('unavailable'), []);

  useEffect(() => {
    let open = true;
    prepareReader((next) => open && setProgress(next)).then(
      () => open && setProgress(undefined),
      () => open && (setProgress(undefined), setFailure('engine')),
    );
    return () => {
      open = false;
    };
  }, []);

  const read = async (image: Blob | ImageBitmap) => {
    setBusy(true);
    setFailure(undefined);
    setCamera((current) => (current === 'on' ? 'off' : current));
    try {
      const reading = await readDocument(image, setProgress);
      if (reading.kind === 'read') onRead(forThisForm(reading, fields));
      else setFailure(reading.kind);
    } catch {
      setFailure('engine');
    } finally {
      setBusy(false);
      setProgress(undefined);
    }
  };

  const percent = progress ? Math.round(progress.share * 100) : 0;
  return (
    <ModalDialog labelledBy={titleId} className="scan-dialog" onDismiss={onClose}>
      <div className="dialog-header">
        <h2 id={titleId}>{t('scan.button')}</h2>
        <button type="button" className="dialog-close" aria-label={t('scan.close')} onClick={onClose}>
          ×
        </button>
      </div>
      <p>{t('scan.how')}</p>
      <p className="hint">{t('scan.private')}</p>
      {failure && (
        <p role="alert" className="form-error">
          {t(FAILURES[failure])}
        </p>
      )}
      <div role="status">
        {progress && (
          <>
            <span id={progressId}>
              {t(progress.phase === 'loading' ? 'scan.loading' : 'scan.reading', { percent })}
            </span>
            <progress aria-labelledby={progressId} max={100} value={percent} />
          </>
        )}
      </div>
      {camera === 'on' && <LiveCamera onCapture={read} onUnavailable={cameraUnavailable} />}
      {camera === 'unavailable' && <p className="hint">{t('scan.camera.unavailable')}</p>}
      <div className="button-row">
        <button
          type="button"
          className="button cta"
          disabled={busy}
          onClick={() => photoInput.current?.click()}
        >
          {t('scan.photo')}
        </button>
        {camera === 'off' && typeof navigator.mediaDevices?.getUserMedia === 'function' && (
          <button type="button" className="button outline" disabled={busy} onClick={() => setCamera('on')}>
            {t('scan.camera')}
          </button>
        )}
      </div>
      <input
        ref={photoInput}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        tabIndex={-1}
        aria-label={t('scan.photo')}
        onChange={(event) => {
          const photo = event.currentTarget.files?.[0];
          // The input lets go of the photo at once; the reader drops it once read.
          event.currentTarget.value = '';
          if (photo) void read(photo);
        }}
      />
    </ModalDialog>
  );
}
