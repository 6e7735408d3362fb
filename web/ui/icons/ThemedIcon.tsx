import type { ReactNode } from 'react';

/** The drawings of the portal's icons: a disc in the light theme colour, a shape in the theme colour. */
const SHAPES = {
  reservation: (
    <>
      <rect x="13" y="12" width="22" height="24" rx="3" fill="none" stroke="currentColor" strokeWidth="3" />
      <path d="M18 20h12M18 26h8" stroke="currentColor" strokeWidth="3" />
    </>
  ),
  precheckin: (
    <path d="M14 25l7 7 13-15" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
  ),
  account: (
    <>
      <circle cx="24" cy="19" r="6" fill="currentColor" />
      <path d="M13 35q11-12 22 0" fill="currentColor" />
    </>
  ),
  quality: <path d="M24 10l4 9 10 1-7 7 2 10-9-5-9 5 2-10-7-7 10-1z" fill="currentColor" />,
  secure: (
    <>
      <rect x="15" y="22" width="18" height="14" rx="2" fill="currentColor" />
      <path d="M19 22v-5a5 5 0 0 1 10 0v5" fill="none" stroke="currentColor" strokeWidth="3" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof SHAPES;

/**
 * An icon in the theme's colours (CSS variables, so `color-thm` recolours it as it does buttons).
 * Without a label it is decoration and hidden from screen readers; with one it is an image.
 */
export function ThemedIcon({ name, label }: { name: IconName; label?: string }) {
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
      {SHAPES[name]}
    </svg>
  );
}
