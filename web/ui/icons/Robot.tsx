/**
 * The error pages' robot, drawn inline in the theme's colours (`--thm`, `--thm-light`, `--cta`),
 * as the logo and icons are, so a partner's `color-thm` recolours it too.
 */
export function Robot({ size, label }: { size: number; label?: string }) {
  return (
    <svg
      className="robot"
      viewBox="0 0 200 200"
      width={size}
      height={size}
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <rect
        x="50"
        y="50"
        width="100"
        height="90"
        rx="18"
        fill="var(--thm-light)"
        stroke="var(--thm)"
        strokeWidth="4"
      />
      <circle cx="80" cy="90" r="10" fill="var(--thm)" />
      <circle cx="120" cy="90" r="10" fill="var(--thm)" />
      <path d="M78 118q22 -12 44 0" fill="none" stroke="var(--thm)" strokeWidth="4" strokeLinecap="round" />
      <line x1="100" y1="50" x2="100" y2="28" stroke="var(--thm)" strokeWidth="4" />
      <circle cx="100" cy="24" r="7" fill="var(--cta)" />
      <rect x="62" y="140" width="22" height="30" rx="6" fill="var(--thm)" />
      <rect x="116" y="140" width="22" height="30" rx="6" fill="var(--thm)" />
      <path
        d="M150 100q25 5 20 30l-8 4m8-4 6 8"
        fill="none"
        stroke="var(--cta)"
        strokeWidth="4"
        strokeLinecap="round"
      />
    </svg>
  );
}
