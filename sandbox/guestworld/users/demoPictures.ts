/**
 * The demo accounts' seeded pictures, by key: drawn here, since the seed fills D1 but not the
 * bucket. Uploads replace them with real objects.
 */
export const DEMO_PICTURES: Record<string, string> = {
  'demo-anna': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96">
<rect width="96" height="96" fill="#2f6f8f"/><circle cx="48" cy="38" r="18" fill="#f3d9c2"/>
<path d="M16 92c4-20 18-30 32-30s28 10 32 30z" fill="#f0b429"/></svg>`,
};
