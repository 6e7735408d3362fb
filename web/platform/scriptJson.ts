/** JSON that is safe inside a <script>: no `</script>`, no line separators. */
export function scriptSafeJson(value: unknown): string {
  const json = JSON.stringify(value);
  // Most answers hold none of these, and looking is cheaper than a replace with a callback.
  return json.search(UNSAFE_IN_SCRIPT) === -1
    ? json
    : json.replace(UNSAFE_IN_SCRIPT, (char) => ESCAPED[char] ?? char);
}

/**
 * A value as a script expression that parses it from a string: V8 reads `JSON.parse("…")` faster
 * than the same data as an object literal, which counts on a phone for the boot data's tens of KB.
 */
export function scriptParsedJson(value: unknown): string {
  return `JSON.parse(${JSON.stringify(scriptSafeJson(value))})`;
}

const UNSAFE_IN_SCRIPT = /[<\u2028\u2029]/g;
const ESCAPED: Record<string, string> = { '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' };
