import { useState, type MouseEvent } from 'react';
import { useT } from '../i18n/useT.ts';
import { toast } from './toasts.ts';

/**
 * The download's code loads when a pointer or the focus comes to a link (or with a saved page's save,
 * web/features/offline/client/savedPageCode.ts), not with the page.
 */
const loadDocumentDownload = () => import('./documentDownload.ts');
const preloadDownload = () => void loadDocumentDownload().catch(() => undefined);

/**
 * A booking's document as a PDF download. A plain link works before the page
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
      const { downloadDocument } = await loadDocumentDownload();
      await downloadDocument(href, fileName);
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
      onPointerEnter={preloadDownload}
      onFocus={preloadDownload}
      onClick={(event) => void download(event)}
    >
      {label}
    </a>
  );
}
