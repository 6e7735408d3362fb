/** SPEC §3 partner. */
export interface Partner {
  id: string;
  extra: string | null;
  directEncashment: boolean;
  language: string | null;
  salesoffice: string | null;
  /** Whether the visit carries a partner token (jwt cookie). */
  hasJwt: boolean;
}

const PARTNER_ID = /^[A-Za-z0-9_-]{1,32}$/;

/** SPEC §5: the `partner` parameter is an id, optionally followed by `&extra`. */
export function parsePartnerParam(
  value: string | null | undefined,
): { id: string; extra: string | null } | null {
  if (!value) return null;
  const separator = value.indexOf('&');
  const id = separator === -1 ? value : value.slice(0, separator);
  const extra = separator === -1 ? null : value.slice(separator + 1) || null;
  if (!PARTNER_ID.test(id)) return null;
  if (extra !== null && !/^[\w .,:-]{1,64}$/.test(extra)) return { id, extra: null };
  return { id, extra };
}

export function formatPartnerParam(partner: { id: string; extra: string | null }): string {
  return partner.extra ? `${partner.id}&${partner.extra}` : partner.id;
}

/** SPEC §6: the retailer mode sent with the personal catalogue: T1 with both id and jwt, else 06. */
export function retailerMode(partner: Pick<Partner, 'id' | 'hasJwt'> | null): 'T1' | '06' {
  return partner && partner.id && partner.hasJwt ? 'T1' : '06';
}
