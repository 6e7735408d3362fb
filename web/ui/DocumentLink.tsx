import { useState, type MouseEvent } from 'react';
import { useT } from '../i18n/useT.ts';
import { toast } from './toasts.ts';

/**
 * A booking's document as a PDF download (issue 34 point 2). A plain link works before the page
 * runs; once it runs, the file is fetched first, so a download that fails (a document withdrawn,
 * the service down) says so on the page rather than leave a failed entry in the browser's
 * downloads that nobody notices.
 */
export function DocumentLink({ href, fileName, label }: { href: string; fileName: string; label: string }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const download = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const answer = await fetch(href, { credentials: 'same-origin' });
      if (!answer.ok || answer.headers.get('content-type')?.split(';')[0] !== 'application/pdf')
        throw new Error(`document answered ${answer.status}`);
      saveFile(await answer.blob(), fileName);
    } catch {
      toast.error(t('document.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <a
      href={href}
      download={fileName}
      aria-busy={busy || undefined}
      onClick={(event) => void download(event)}
    >
      {label}
    </a>
  );
}

const OBJECT_URL_LIFETIME_MS = 60_000;

/** Hands the fetched file to the browser's downloads under its name. */
function saveFile(file: Blob, fileName: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The browser reads the file from the URL after the click, in its own time: the URL goes later.
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}
