/** A PO catalogue imported as its text: wrangler's Text rule, esbuild's text loader, vitest's poAsText. */
declare module '*.po' {
  const text: string;
  export default text;
}
