/**
 * Makes an Intl formatter once per set of arguments and reuses it: making one looks up the locale's
 * data and costs far more than formatting (it was a tenth of a reservation page's render CPU).
 * The arguments are a small closed set (languages, currencies), so the cache stays small.
 */
export function reusedFormat<Args extends string[], Formatter>(
  make: (...args: Args) => Formatter,
): (...args: Args) => Formatter {
  const made = new Map<string, Formatter>();
  return (...args) => {
    const key = args.join('\u0000');
    let formatter = made.get(key);
    if (!formatter) {
      formatter = make(...args);
      made.set(key, formatter);
    }
    return formatter;
  };
}
