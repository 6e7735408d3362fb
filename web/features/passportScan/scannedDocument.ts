import type { TravellerField } from '../../../shared/precheckin/precheckin.ts';

/** The traveller's fields a document's machine-readable zone can fill. */
export const SCANNED_FIELDS = [
  'lastname',
  'firstname',
  'passID',
  'passportType',
  'countryOrigin',
  'birthday',
  'salutation',
  'passportExpDate',
  // A Spanish identity card's zone carries its support number (and the DNI beside it).
  'documentSupportNumber',
] as const satisfies readonly TravellerField[];
export type ScannedField = (typeof SCANNED_FIELDS)[number];
export type ScannedValues = Partial<Record<ScannedField, string>>;

/**
 * What a scan puts into a traveller's form: the values read, the names the zone may have cut short,
 * and the fields it holds but could not read for certain, which the guest is asked to fill in.
 */
export interface ScannedDocument {
  values: ScannedValues;
  shortened: ScannedField[];
  unsure: ScannedField[];
}

/** Whether a form asking for these fields has anything a scan could fill. */
export function canScanInto(fields: readonly string[]): boolean {
  return SCANNED_FIELDS.some((field) => fields.includes(field));
}
