/** What a form uses to fill a traveller's fields from a passport or ID card. */
export { ScanDocumentButton } from './ScanDocumentButton.tsx';
export { useDocumentFill } from './useDocumentFill.tsx';
export { canScanInto } from './scannedDocument.ts';
