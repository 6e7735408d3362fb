import type { ReactNode } from 'react';
import { useSite } from '../../../platform/siteContext.tsx';
import { PageHeading } from '../../../ui/PageHeading.tsx';
import { useT } from '../../../i18n/useT.ts';
import { formatDay } from '../../../i18n/formatDay.ts';
import { PhoneLink } from '../../../ui/PhoneLink.tsx';
import type { AccessibilityMessageId } from '../texts.en.ts';

/** The day the statement was written and last reviewed (Annex V asks for it); change it with the texts. */
const STATEMENT_DAY = '2026-11-29';

const MEASURES = [
  'accessibility.measures.axe',
  'accessibility.measures.keyboard',
  'accessibility.measures.focus',
  'accessibility.measures.labels',
  'accessibility.measures.zoom',
  'accessibility.measures.motion',
  'accessibility.measures.language',
] as const;

/**
 * The paths the journeys walk with the keyboard alone: e2e/focus, foundation and telemetry (the cookie
 * question), languages, auth and account (the code boxes), travellers and invites (the typed signature),
 * formats-and-looks (the stars), auth, foundation and passportScan (Esc).
 */
const KEYBOARD_PATHS = [
  'accessibility.keyboard.consent',
  'accessibility.keyboard.language',
  'accessibility.keyboard.code',
  'accessibility.keyboard.signature',
  'accessibility.keyboard.rating',
  'accessibility.keyboard.escape',
] as const;

const GAPS = [
  'accessibility.gaps.signature',
  'accessibility.gaps.scan',
  'accessibility.gaps.documents',
  'accessibility.gaps.payment',
  'accessibility.gaps.countdown',
] as const;

/** One part of the statement, named by its heading. */
function Part({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {children}
    </section>
  );
}

function Items({ ids }: { ids: readonly AccessibilityMessageId[] }) {
  const t = useT();
  return (
    <ul>
      {ids.map((id) => (
        <li key={id}>{t(id)}</li>
      ))}
    </ul>
  );
}

/** The accessibility statement: what the portal does, how it meets EN 301 549, what it does not yet, and whom to tell. */
export function Component() {
  const t = useT();
  const { lang, pageConfig, contactPhone } = useSite();
  const contact = pageConfig.conf.links?.contact;
  const imprint = pageConfig.conf.footer?.links.imprint;
  return (
    <>
      <PageHeading title="accessibility.title">
        <p className="lead">{t('accessibility.intro')}</p>
      </PageHeading>
      <Part id="a11y-status" heading={t('accessibility.status.heading')}>
        <p>{t('accessibility.status.text')}</p>
      </Part>
      <Part id="a11y-measures" heading={t('accessibility.measures.heading')}>
        <Items ids={MEASURES} />
      </Part>
      <Part id="a11y-keyboard" heading={t('accessibility.keyboard.heading')}>
        <p>{t('accessibility.keyboard.text')}</p>
        <Items ids={KEYBOARD_PATHS} />
      </Part>
      <Part id="a11y-gaps" heading={t('accessibility.gaps.heading')}>
        <Items ids={GAPS} />
      </Part>
      <Part id="a11y-contact" heading={t('accessibility.contact.heading')}>
        <p>{t('accessibility.contact.text')}</p>
        <ul>
          {contact && (
            <li>
              {t('accessibility.contact.write')} <a href={contact.href}>{contact.label}</a>
            </li>
          )}
          {contactPhone && (
            <li>
              {t('accessibility.contact.call')} <PhoneLink phone={contactPhone} />
            </li>
          )}
          {imprint && (
            <li>
              {t('accessibility.contact.address')} <a href={imprint.href}>{imprint.label}</a>
            </li>
          )}
        </ul>
      </Part>
      <Part id="a11y-enforcement" heading={t('accessibility.enforcement.heading')}>
        <p>{t('accessibility.enforcement.text')}</p>
      </Part>
      <Part id="a11y-about" heading={t('accessibility.about.heading')}>
        <p>{t('accessibility.about.text', { date: formatDay(STATEMENT_DAY, lang) })}</p>
      </Part>
    </>
  );
}
