import type { Contacts } from '../../../shared/account/schemas/user.ts';

/** Whom the initial stands for: the first name, else the e-mail (the header and the pages alike). */
export function pictureNameOf(contacts: Pick<Contacts, 'firstName' | 'email'>): string {
  return contacts.firstName || contacts.email;
}

/**
 * The user's picture in a fixed square, or their initial in its place, so nothing moves when the
 * picture arrives. Decorative beside the name it accompanies unless given an `alt`.
 */
export function UserPicture({
  src,
  name,
  size,
  alt = '',
}: {
  src: string | null | undefined;
  name: string;
  size: number;
  alt?: string;
}) {
  if (src) return <img className="user-picture" src={src} width={size} height={size} alt={alt} />;
  return (
    <span className="user-picture user-initial" style={{ width: size, height: size }} aria-hidden="true">
      {name.charAt(0).toUpperCase()}
    </span>
  );
}
