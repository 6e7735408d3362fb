/**
 * A text's simple `{name}` placeholders filled, as Lingui fills them, where Lingui does not run:
 * the service worker's offline page, the sandbox's own texts, the journeys' expected texts. A
 * placeholder without a value stays as it is written.
 */
export function fillPlaceholders(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    values[name] === undefined ? placeholder : String(values[name]),
  );
}
