import type { TravellerField } from '../precheckin.ts';
import type { FieldRule } from './countryRules.ts';

/** Several fields under one rule: the way the laws list them ("name, birth date and nationality"). */
export const ask = (fields: readonly TravellerField[], rule: Omit<FieldRule, 'field'> = {}): FieldRule[] =>
  fields.map((field) => ({ field, ...rule }));
