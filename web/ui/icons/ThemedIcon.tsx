import type { ReactNode } from 'react';

/**
 * An icon in the theme's colours (CSS variables, so `color-thm` recolours it as it does buttons): a
 * disc in the light theme colour, the shape (`children`, drawn on a 48-unit square in
 * `currentColor`) in the theme colour. The shapes live with the page that shows them, so a page
 * loads only its own. Without a label it is decoration and hidden from screen readers; with one it
 * is an image.
 */
export function ThemedIcon({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <svg
      className="themed-icon"
      viewBox="0 0 48 48"
      width="48"
      height="48"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <circle cx="24" cy="24" r="22" className="icon-backdrop" />
      {children}
    </svg>
  );
}
