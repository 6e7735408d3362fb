import { pathTo } from '../../../../shared/routes/routePaths.ts';
import { Link } from 'react-router';
import { useSite } from '../../../platform/siteContext.tsx';
import { useT } from '../../../i18n/useT.ts';
import { withLanguage } from '../../../ui/withLanguage.ts';
import { usePrecheckin } from './PrecheckinContext.tsx';

/** The way to "What we keep, and until when" for this booking. */
export function RetentionLink() {
  const t = useT();
  const { lang } = useSite();
  const { token } = usePrecheckin();
  return <Link to={withLanguage(pathTo('precheckin-retention', { token }), lang)}>{t('pc.keep.title')}</Link>;
}
