import { PageChrome } from './PageChrome.tsx';
import { ErrorContent } from '../../ui/chrome/ErrorContent.tsx';

/** SPEC §2: the error page of the root route, with the page chrome around it. */
export function ErrorPage() {
  return (
    <PageChrome>
      <ErrorContent />
    </PageChrome>
  );
}
