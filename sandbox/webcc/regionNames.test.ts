import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/i18n/languages.ts';
import { ALL_ACCOMMODATIONS } from '../seed/demoAccommodations.ts';
import { REGION_NAMES, regionIn } from './regionNames.ts';

describe("a house's region in the page's language", () => {
  it('names the regions as guests of the language know them', () => {
    expect(regionIn('South Jutland', 'da')).toBe('Sønderjylland');
    expect(regionIn('Lake Garda', 'it')).toBe('Lago di Garda');
    expect(regionIn('Lake Garda', 'de')).toBe('Gardasee');
    expect(regionIn('Baltic Sea', 'pl')).toBe('Morze Bałtyckie');
  });

  it.each(ALL_ACCOMMODATIONS.map((house) => [house.name, house.region]))(
    "names %s's region (%s) in every language",
    (_name, region) => {
      for (const lang of LANGUAGES) expect(REGION_NAMES[region]?.[lang], lang).toBeTruthy();
    },
  );

  it('answers in English for a language the service does not speak', () => {
    expect(regionIn('Tyrol', 'xx')).toBe('Tyrol');
  });
});
