/** `GET /__dev/fixtures.json`: the sandbox's demo data, for people and tests (local mode only). */
export interface Fixtures {
  reservations: {
    token: string;
    number: string;
    state: string;
    language: string;
    email: string;
    url: string;
  }[];
  precheckins: {
    token: string;
    mode: string;
    number: string;
    expired: boolean;
    availableFrom: string | null;
    completed: boolean;
    url: string;
  }[];
  accounts: { email: string; password: string }[];
  wishlists: { token: string; url: string }[];
  partners: { id: string; jwt: string }[];
}
