/** SPEC §9: codes are six digits. */
const AUTHCODE_PATTERN = /^\d{6}$/;

export function isAuthcode(value: string): boolean {
  return AUTHCODE_PATTERN.test(value);
}

/** How the portal sends a verified code with a change: `Authorization: Authcode 123456`. */
export function authcodeHeader(code: string): string {
  return `Authcode ${code}`;
}

export function authcodeFromHeader(header: string | undefined | null): string | undefined {
  const match = /^Authcode (\d{6})$/.exec(header ?? '');
  return match?.[1];
}
