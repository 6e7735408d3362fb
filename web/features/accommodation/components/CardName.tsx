import { useSite } from '../../../platform/siteContext.tsx';
import { useT } from '../../../i18n/useT.ts';
import { NewTab } from '../../../ui/icons/NewTab.tsx';
import { accommodationPageUrl } from '../../../../shared/site/accommodationPage.ts';

/**
 * The card's name: a link to the house's page on the provider's site (conf-api's `sites`), in a new
 * tab, whose area is the card's picture and lines too (cards led nowhere). `id`
 * names the card by the house's name alone; the link's own name says where it goes.
 */
export function CardName({
  id,
  code,
  name,
  level,
}: {
  id: string;
  code: string;
  name: string;
  level: 2 | 3;
}) {
  const t = useT();
  const { pageConfig } = useSite();
  const Heading = `h${level}` as const;
  const href = accommodationPageUrl(pageConfig.conf, code);
  const nameText = <span id={id}>{name}</span>;
  return (
    <Heading className="accommodation-name">
      {href ? (
        <a
          className="accommodation-link"
          href={href}
          target="_blank"
          rel="noopener"
          aria-label={t('card.onProviderSite', {
            name,
            site: pageConfig.conf.logoCaption ?? t('site.name'),
          })}
        >
          {nameText}
          <NewTab />
        </a>
      ) : (
        nameText
      )}
    </Heading>
  );
}
