/** Countries guests most often come from; names in the page's language from the browser's own data. */
const CODES = [
  'AT',
  'BE',
  'CH',
  'CZ',
  'DE',
  'DK',
  'ES',
  'FR',
  'GB',
  'IE',
  'IT',
  'LU',
  'NL',
  'NO',
  'PL',
  'SE',
  'US',
];

export function countryOptions(lang: string): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([lang], { type: 'region' });
  return CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) =>
    a.label.localeCompare(b.label, lang),
  );
}
