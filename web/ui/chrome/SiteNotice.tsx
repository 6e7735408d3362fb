import { useSite } from '../../platform/siteContext.tsx';
import { useNotice } from '../../platform/stores/flags.ts';

/** A notice operators switch on with the `notice` flag, its text in the flag's payload. */
export function SiteNotice() {
  const { lang } = useSite();
  const notice = useNotice(lang);
  return notice ? (
    <p role="note" className="site-notice">
      {notice}
    </p>
  ) : null;
}
