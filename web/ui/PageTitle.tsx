import { useT } from '../i18n/useT.ts';

/** The document title of a page: React hoists it into <head>. */
export function PageTitle({ children }: { children: string }) {
  const t = useT();
  return <title>{`${children} · ${t('site.name')}`}</title>;
}
