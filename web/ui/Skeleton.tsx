import { useT } from '../i18n/useT.ts';

/** What a page shows while its data streams in: reserves the space, announces the wait. */
export function Skeleton() {
  const t = useT();
  return (
    <div className="skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">{t('layout.loading')}</span>
      <div className="skeleton-block skeleton-title" />
      <div className="skeleton-block skeleton-image" />
      <div className="skeleton-block" />
      <div className="skeleton-block" />
    </div>
  );
}
