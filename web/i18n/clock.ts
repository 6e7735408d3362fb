/**
 * The one clock convention of every time the portal writes: 24 hours in every language, English
 * included. The house's times (check-in 16:00–22:00) come from the provider in 24 hours, and a
 * page that wrote them beside "4:44 PM" would make the guest convert between the two.
 */
export const CLOCK: Pick<Intl.DateTimeFormatOptions, 'hourCycle'> = { hourCycle: 'h23' };
