/** A calendar day (YYYY-MM-DD) in the page's language; UTC so server and browser agree. */
export function formatDay(day: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
