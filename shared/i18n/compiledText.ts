/**
 * A compiled Lingui message as text, where Lingui does not run (the worker's calendar, manifest and
 * push notifications): a string is itself; a list is its strings and its plain placeholders
 * (`["The code for ", ["house"], " is ready"]`) filled from the values. Undefined for anything else,
 * a placeholder without a value or one with a format (plural, select, date), which only Lingui fills.
 */
export function compiledText(
  compiled: unknown,
  values: Record<string, string | number> = {},
): string | undefined {
  if (typeof compiled === 'string') return compiled;
  if (!Array.isArray(compiled)) return undefined;
  const parts = compiled.map((part: unknown) => {
    if (typeof part === 'string') return part;
    const name: unknown = Array.isArray(part) && part.length === 1 ? part[0] : undefined;
    const value = typeof name === 'string' ? values[name] : undefined;
    return value === undefined ? undefined : String(value);
  });
  return parts.every((part) => part !== undefined) ? parts.join('') : undefined;
}
