import type { HandoverKind } from '../reservation/arrivalSchema.ts';

/** `GET /__dev/fixtures.json`: the sandbox's demo data, for people and tests (local mode only). */
export interface Fixtures {
  reservations: {
    token: string;
    number: string;
    state: string;
    language: string;
    email: string;
    url: string;
    /**
     * How the guest gets in, the door or key-box code (null where the handover has none)
     * and whether the code and Wi-Fi show now; null without arrival information.
     */
    arrival: { kind: HandoverKind; code: string | null; revealed: boolean } | null;
  }[];
  precheckins: {
    token: string;
    mode: string;
    number: string;
    /** The house's country, whose registration rules the pre-check-in follows. */
    country: string;
    expired: boolean;
    availableFrom: string | null;
    completed: boolean;
    url: string;
  }[];
  /** Demo accounts; `linkable`: a reservation booked with the account's e-mail, not linked yet. */
  accounts: {
    email: string;
    password: string;
    linkable: { token: string; number: string; url: string } | null;
  }[];
  wishlists: { token: string; url: string }[];
  partners: { id: string; jwt: string }[];
}
