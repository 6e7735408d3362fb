/** A `tel:` address from a phone number as people write it ("+45 75 00 00 00"). */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** A phone number as written, to tap and call. */
export function PhoneLink({ phone, className }: { phone: string; className?: string }) {
  return (
    <a className={className} href={telHref(phone)}>
      {phone}
    </a>
  );
}
