import type { TravellerField } from '../precheckin.ts';

/** Whom a rule is about: the main guest (traveller 1), or each fellow traveller. */
export type Role = 'first' | 'fellow';

/** Where the law makes a rule depend on the traveller: nationality, age on arrival, document. */
export interface Condition {
  /** Only travellers of these nationalities (ISO 3166 codes). */
  nationals?: readonly string[];
  /** Only travellers of any other nationality. */
  foreignersTo?: readonly string[];
  /** Only travellers born in one of these countries. */
  bornIn?: readonly string[];
  /** From this age on arrival, in whole years. */
  fromAge?: number;
  /** Below this age on arrival. */
  belowAge?: number;
  /** Only with one of these documents (SPEC §3 passport types). */
  documents?: readonly string[];
}

/** A field the law asks for; outside its condition it is not asked, or offered (`otherwise`). */
export interface FieldRule {
  field: TravellerField;
  /** Both roles when left out. */
  who?: Role;
  when?: Condition;
  otherwise?: 'optional';
  /** The problem a missing value shows where the law's reason helps the guest more than "required". */
  missing?: string;
}

/** The formats a country's authority checks (shared/precheckin/countryRules/formats.ts). */
export type FormatName = 'spanishIdNumber' | 'spanishSupportNumber';

export interface FormatRule {
  field: TravellerField;
  format: FormatName;
  when?: Condition;
}

/** Who receives the registration: sent within a deadline, or kept for the authority to inspect. */
export type AuthorityId =
  | 'esSesHospedajes'
  | 'itAlloggiatiWeb'
  | 'deMeldebehoerde'
  | 'atGaesteverzeichnis'
  | 'frPolice'
  | 'ptSiba'
  | 'hrEvisitor';

export type Registration =
  | { authority: AuthorityId; delivery: 'sent'; within: { hours: number } | { workingDays: number } }
  | { authority: AuthorityId; delivery: 'onRequest' };

/** How long the registration is kept, counted from the arrival or the departure day. */
export interface Retention {
  years?: number;
  months?: number;
  days?: number;
  from: 'checkin' | 'checkout';
}

/** One destination's registration law as data: each country's file cites its source. */
export interface CountryRules {
  /** ISO 3166 code; null for destinations without rules of their own. */
  country: string | null;
  fields: readonly FieldRule[];
  formats: readonly FormatRule[];
  /** Who signs the registration; null: nobody. */
  signature: { who?: Role; when?: Condition } | null;
  /** Null: nothing goes to an authority. */
  registration: Registration | null;
  retention: Retention;
}
