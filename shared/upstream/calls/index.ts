/**
 * The call table: every call the portal makes to the provider's services, one entry each (what an
 * entry says: ../callFacts.ts). This module is the table: callBook.ts compiles its namespace. The
 * entries sit in a module per page code that makes them, so that each page's scripts carry the
 * calls it makes and no others (a module shared by two pages' code becomes a file of its own).
 */
export * from './pages.ts';
export * from './emailScore.ts';
export * from './personalCatalog.ts';
export * from './reservationLink.ts';
export * from './accommodation.ts';
export * from './reviews.ts';
export * from './reservation.ts';
export * from './arrival.ts';
export * from './precheckin.ts';
export * from './invite.ts';
export * from './user.ts';
export * from './wishlists.ts';
export * from './push.ts';
