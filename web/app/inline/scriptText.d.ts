/**
 * A module imported with `?script`: its build, as the text of a script
 * (scripts/build/inlineScripts.mjs).
 */
declare module '*?script' {
  const text: string;
  export default text;
}
