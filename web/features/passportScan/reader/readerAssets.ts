// Set by the build (scripts/build/documentReader.ts): the folder of the reader's files under
// /assets/, named by their content so that browsers and the service worker may keep them for good.
declare const DOCUMENT_READER_ASSETS: string;

/** The URL of one of the reader's files. */
export function readerAsset(file: string): string {
  return `${DOCUMENT_READER_ASSETS}/${file}`;
}
