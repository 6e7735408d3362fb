import { forwardRef } from 'react';
import { Link, type LinkProps } from 'react-router';
import { useSite } from '../platform/siteContext.tsx';
import { withLanguage } from './withLanguage.ts';
import { hasOutInTransition } from './outInTransition.ts';

/** A link that keeps the page's `lang` (SPEC §2), so no navigation needs a language redirect. */
export const LocalizedLink = forwardRef<HTMLAnchorElement, LinkProps & { to: string }>(function LocalizedLink(
  { to, ...props },
  ref,
) {
  const { lang } = useSite();
  const target = withLanguage(to, lang);
  return <Link ref={ref} to={target} viewTransition={hasOutInTransition(target)} {...props} />;
});
