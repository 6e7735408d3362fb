import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { compiledMessages } from '../../i18n/catalogs.server.ts';
import { CATALOGUES } from '../../i18n/catalog.ts';
import { TextField } from './TextField.tsx';
import { CheckboxField } from './CheckboxField.tsx';
import { SelectField } from './SelectField.tsx';

const i18n = setupI18n({ locale: 'en', messages: { en: compiledMessages('en', CATALOGUES) } });

/** The field as the browser gets it, parsed so that it can be asked like a page. */
function drawn(field: ReactNode) {
  const html = renderToStaticMarkup(<I18nProvider i18n={i18n}>{field}</I18nProvider>);
  const attribute = (tag: string, name: string) =>
    new RegExp(`<${tag}[^>]*\\s${name}="([^"]*)"`).exec(html)?.[1];
  return { html, attribute };
}

describe('a field of the family', () => {
  it('is named by its label and described by its hint alone while all is well', () => {
    const { html, attribute } = drawn(
      <TextField id="city" label="Town" hint="Where the post goes" optional onChange={() => {}} value="" />,
    );
    expect(attribute('label', 'for')).toBe('city');
    expect(attribute('input', 'aria-describedby')).toBe('city-hint');
    expect(attribute('input', 'aria-invalid')).toBeUndefined();
    expect(html).toContain('<small id="city-hint" class="hint">Where the post goes</small>');
    expect(html).toContain('Town <small>(optional)</small>');
  });

  it('is marked invalid and described by its hint, then its message, announced', () => {
    const { html, attribute } = drawn(
      <TextField id="city" label="Town" hint="Where the post goes" error="Please fill in this field." />,
    );
    expect(attribute('input', 'aria-invalid')).toBe('true');
    expect(attribute('input', 'aria-describedby')).toBe('city-hint city-error');
    expect(html).toContain(
      '<p id="city-error" class="field-error" role="alert">Please fill in this field.</p>',
    );
  });

  it('puts a box to tick inside its label, and a select starts at "Please choose"', () => {
    const box = drawn(
      <CheckboxField id="policy" label="I agree" error="Please accept the privacy policy." />,
    );
    expect(box.html).toMatch(
      /<label for="policy" class="choice"><input type="checkbox"[^>]*>I agree<\/label>/,
    );
    expect(box.attribute('input', 'aria-describedby')).toBe('policy-error');
    const select = drawn(
      <SelectField id="country" label="Country" options={[{ value: 'GB', label: 'UK' }]} />,
    );
    expect(select.html).toContain('<option value="">Please choose</option><option value="GB">UK</option>');
  });
});
