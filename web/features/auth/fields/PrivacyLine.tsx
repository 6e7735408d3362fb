import { useSite } from '../../../platform/siteContext.tsx';
import { useT } from '../../../i18n/useT.ts';

/** SPEC §2: by signing in or up the user agrees to the privacy policy, linked from the footer's configuration. */
export function PrivacyLine() {
  const t = useT();
  const { pageConfig } = useSite();
  const privacy = pageConfig.conf.footer?.links?.privacyPolicy;
  return (
    <p className="privacy-line">
      {t('auth.privacy.before')}{' '}
      {privacy ? (
        <a href={privacy.href} target="_blank" rel="noopener">
          {t('auth.privacy.link')}
        </a>
      ) : (
        t('auth.privacy.link')
      )}
      {t('auth.privacy.after')}
    </p>
  );
}
