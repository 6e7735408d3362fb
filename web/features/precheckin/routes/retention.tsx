import { PageTitle } from '../../../ui/PageTitle.tsx';
import { useSite } from '../../../platform/siteContext.tsx';
import { useT } from '../../../i18n/useT.ts';
import { formatDay } from '../../../i18n/formatDay.ts';
import { formatCountry } from '../../../i18n/formatCountry.ts';
import type { MessageId } from '../../../i18n/catalog.ts';
import { usePrecheckin } from '../components/PrecheckinContext.tsx';
import { TRAVELLER_FIELDS, type Traveller } from '../../../../shared/precheckin/precheckin.ts';
import { useCountryRules } from '../model/countryRulesOnDemand.ts';
import type { Registration } from '../../../../shared/precheckin/countryRules/countryRules.ts';

/**
 * "What we keep, and until when", for this booking: the travellers' details the service
 * holds, the authority the law of the house's country sends them to (or keeps them for), and the
 * day they are deleted. Open at any time, also once the stay is over.
 */
export function Component() {
  const t = useT();
  const { lang } = useSite();
  const precheckin = usePrecheckin();
  const { country, deleteOn, deletedOn } = precheckin.registration;
  const { registration } = useCountryRules(country);
  const title = t('pc.keep.title');
  return (
    <section className="panel" aria-labelledby="retention-heading">
      <PageTitle>{`${title} · ${t('page.precheckin')}`}</PageTitle>
      <h2 id="retention-heading">{title}</h2>
      <p>
        {registration
          ? t('pc.keep.intro.law', { country: formatCountry(country, lang) })
          : t('pc.keep.intro.none')}
      </p>
      <dl className="summary">
        <Recipient registration={registration} />
        <dt>{t('pc.keep.deleteOn')}</dt>
        <dd>{formatDay(deleteOn, lang)}</dd>
      </dl>
      <h3>{t('pc.keep.details')}</h3>
      {deletedOn ? (
        <p>{t('pc.keep.deletedOn', { date: formatDay(deletedOn, lang) })}</p>
      ) : precheckin.travelers.length === 0 ? (
        <p>{t('pc.keep.nothingYet')}</p>
      ) : (
        <ul>
          {precheckin.travelers.map((traveller) => (
            <li key={traveller.uuid}>
              <strong>{t('pc.travellers.traveller', { number: traveller.number })}</strong>:{' '}
              {[
                ...keptFields(traveller).map((field) => t(`field.${field}` as MessageId)),
                ...(traveller.signature ? [t('pc.signature.legend')] : []),
              ].join(', ')}
            </li>
          ))}
        </ul>
      )}
      <p>{t('pc.keep.noImages')}</p>
    </section>
  );
}

const keptFields = (traveller: Traveller) => TRAVELLER_FIELDS.filter((field) => traveller[field]);

/** Who receives the registration and when, or who may ask for it; nobody where no law asks. */
function Recipient({ registration }: { registration: Registration | null }) {
  const t = useT();
  if (!registration)
    return (
      <>
        <dt>{t('pc.keep.sentTo')}</dt>
        <dd>{t('pc.keep.nobody')}</dd>
      </>
    );
  const authority = t(`pc.keep.authority.${registration.authority}`);
  if (registration.delivery === 'onRequest')
    return (
      <>
        <dt>{t('pc.keep.keptFor')}</dt>
        <dd>{authority}</dd>
        <dt>{t('pc.keep.when')}</dt>
        <dd>{t('pc.keep.onRequest')}</dd>
      </>
    );
  const { within } = registration;
  return (
    <>
      <dt>{t('pc.keep.sentTo')}</dt>
      <dd>{authority}</dd>
      <dt>{t('pc.keep.when')}</dt>
      <dd>
        {'hours' in within
          ? t('pc.keep.within.hours', { hours: within.hours })
          : t('pc.keep.within.workingDays', { days: within.workingDays })}
      </dd>
    </>
  );
}
