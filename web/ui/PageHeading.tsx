import type { ReactNode } from 'react';
import type { MessageId } from '../i18n/catalog.ts';
import { useT } from '../i18n/useT.ts';
import { PageTitle } from './PageTitle.tsx';

/** A page's visible heading and its document title, from one message. */
export function PageHeading({ title, children }: { title: MessageId; children?: ReactNode }) {
  const t = useT();
  return (
    <header className="page-heading">
      <PageTitle>{t(title)}</PageTitle>
      <h1>{t(title)}</h1>
      {children}
    </header>
  );
}
