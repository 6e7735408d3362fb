/**
 * The call table: every call the portal makes to the provider's services, one entry each (what an
 * entry says: ../callFacts.ts), in a module per kind of call. This module is the table: callBook.ts
 * compiles its namespace. A page imports only the entries it calls, from their own module, so no
 * page loads the whole table.
 */
export * from './site.ts';
export * from './houses.ts';
export * from './booking.ts';
export * from './precheckin.ts';
export * from './guestworld.ts';
