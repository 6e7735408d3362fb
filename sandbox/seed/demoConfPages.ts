/** conf-api pages that redirect: a permanent one (default status) and a temporary one to another site. */
export const REDIRECT_PAGES = [
  { path: '/bookings', body: { location: '/myaccount/bookings' } },
  { path: '/old-portal', body: { location: '/', status: 301 } },
  {
    path: '/holiday-homes',
    body: { location: 'https://www.holiday-homes.example/holiday-homes', status: 302 },
  },
];
