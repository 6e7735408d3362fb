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

/**
 * Fetches a booking's document and hands it to the browser's downloads; throws where the answer is
 * not the PDF (a document withdrawn, the service down), for the page to say so.
 */
export async function downloadDocument(href: string, fileName: string): Promise<void> {
  const answer = await fetch(href, { credentials: 'same-origin' });
  if (!answer.ok || answer.headers.get('content-type')?.split(';')[0] !== 'application/pdf')
    throw new Error(`document answered ${answer.status}`);
  saveFile(await answer.blob(), fileName);
}
