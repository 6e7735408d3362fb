/**
 * The brand mark, drawn inline so it takes the theme colour (`--thm`, which `color-thm` changes)
 * instead of the fixed teal a picture file would keep. The favicon stays a file.
 */
export function Logo() {
  return (
    <svg
      className="logo-mark"
      viewBox="0 0 40 40"
      width="40"
      height="40"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="40" height="40" rx="8" fill="currentColor" />
      <path d="M8 21 20 10l12 11v11H24v-7h-8v7H8z" className="icon-knockout" />
    </svg>
  );
}
