/** A `tel:` address from a phone number as people write it ("+45 75 00 00 00"). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
