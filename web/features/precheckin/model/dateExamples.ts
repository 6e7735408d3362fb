import type { DateFieldName, Stay } from '../../../../shared/precheckin/precheckin.ts';

/**
 * The example day each date field shows, of the kind it asks for: a birth date, a document issued
 * some years before the stay, one valid for years after it ("valid until" with a birth date as its
 * example reads as a mistake). Each day is past the 12th, so its example shows which box is the day.
 */
export function exampleDay(field: DateFieldName, stay: Pick<Stay, 'checkin'>): string {
  const year = Number(stay.checkin.slice(0, 4));
  if (field === 'passportIssueDate') return `${year - 3}-05-19`;
  if (field === 'passportExpDate') return `${year + 6}-05-18`;
  return '1985-03-27';
}
