/**
 * A module imported with `?script`: its build, as the text of a script
 * (scripts/build/inlineScripts.ts).
 */
declare module '*?script' {
  const text: string;
  export default text;
}
