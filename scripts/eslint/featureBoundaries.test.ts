import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { featureBoundaries } from './featureBoundaries.ts';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const at = (file: string) => `/repo/web/${file}`;

tester.run('feature-boundaries', featureBoundaries, {
  valid: [
    // A feature's own internals.
    {
      filename: at('features/reservation/routes/overview.tsx'),
      code: "import '../components/CodeStep.tsx';",
    },
    // Another feature's public face.
    {
      filename: at('features/reservation/routes/overview.tsx'),
      code: "import '../../accommodation/AccommodationCard.tsx';",
    },
    // The app composes features.
    { filename: at('app/routes.tsx'), code: "import('../features/reservation/routes/overview.tsx');" },
    // ui/ builds on ui/ and the app's providers.
    { filename: at('ui/LocalizedLink.tsx'), code: "import '../app/siteContext.tsx';" },
  ],
  invalid: [
    {
      filename: at('features/accommodation/components/CardPicture.tsx'),
      code: "import { CodeStep } from '../../reservation/components/CodeStep.tsx';",
      errors: [{ messageId: 'internal' }],
    },
    {
      filename: at('features/home/routes/home.tsx'),
      code: "const lazy = () => import('../../wishlists/components/WishlistItem.tsx');",
      errors: [{ messageId: 'internal' }],
    },
    {
      filename: at('ui/forms/Field.tsx'),
      code: "export { x } from '../../features/precheckin/PrecheckinForm.tsx';",
      errors: [{ messageId: 'fromUi' }],
    },
  ],
});
