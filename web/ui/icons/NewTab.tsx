/** The sign that a link opens in a new tab (its words say so to screen readers). */
export function NewTab() {
  return (
    <svg
      className="new-tab-mark"
      viewBox="0 0 16 16"
      width="14"
      height="14"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M9 2h5v5M14 2 7 9M12 10v4H2V4h4" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}
