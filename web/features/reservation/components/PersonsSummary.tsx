import type { Persons } from '../../../../shared/reservation/persons.ts';
import { useT } from '../../../i18n/useT.ts';

export function PersonsSummary({ persons }: { persons: Persons }) {
  const t = useT();
  return <>{t('res.persons.summary', { ...persons })}</>;
}
