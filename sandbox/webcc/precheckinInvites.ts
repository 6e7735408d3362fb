import { inviteCall } from '../../shared/upstream/calls/invite.ts';
import { travellerInviteCall } from '../../shared/upstream/calls/precheckin.ts';
import { Hono, type Context } from 'hono';
import type { D1Database, SandboxAppEnv } from '../kit/env.ts';
import { isWellFormedToken } from '../../shared/routes/paths.ts';
import { travellerSlots, type PaxType, type TravellerField } from '../../shared/precheckin/precheckin.ts';
import type { InviteView } from '../../shared/precheckin/schemas/invite.ts';
import type { StoredSignature } from '../../shared/precheckin/signature.ts';
import { badRequest } from '../kit/badRequest.ts';
import { sandboxToday } from '../kit/clock.ts';
import { answerMiss } from '../kit/tokenMisses.ts';
import { answer, jsonBody, load, refusal, saveTravellers } from './precheckins.ts';
import { registrationEntry, travellerEntryBody } from './registrationEntry.ts';
import { signaturesOf } from './travellerSignatures.ts';
import { findPrecheckin, travellerCount, travellersOf, type PrecheckinRow } from './precheckinStore.ts';
import { findInvite, issueInvite, markInviteSaved, withdrawInvite, type InviteRow } from './inviteStore.ts';

/** The fellow traveller `:number` names (the main guest, number 1, fills in their own). */
function fellowNumber(c: Context, row: PrecheckinRow): number | Response {
  const number = Number(c.req.param('traveller'));
  return Number.isInteger(number) && number >= 2 && number <= travellerCount(row)
    ? number
    : badRequest(c, [{ path: ['number'], message: `a fellow traveller, 2 to ${travellerCount(row)}` }]);
}

type Found = { invite: InviteRow; row: PrecheckinRow };

/**
 * The invite of `:invite` and its pre-check-in, or the answer that says why not. An unknown token is
 * a miss against the client's limit, as a reservation's is; a link withdrawn, replaced or past
 * checkout has ended (410), which a page tells apart from one that never was.
 */
async function findByInvite(c: Context<SandboxAppEnv>, db: D1Database): Promise<Found | Response> {
  const token = c.req.param('token') ?? '';
  if (!isWellFormedToken(token)) return badRequest(c, [{ path: ['invite'], message: 'not an invite token' }]);
  const invite = await findInvite(db, token);
  const row = invite && (await findPrecheckin(db, invite.precheckin_token));
  if (!invite || !row) return answerMiss(c, db, 'invite');
  if (invite.ended_at || sandboxToday() >= row.checkout) return c.json({ error: 'ended' }, 410);
  return { invite, row };
}

/**
 * What the invited traveller sees: their own entry and signature (from
 * `signatures` by uuid), the stay's dates and place, nothing else.
 */
function inviteView({ invite, row }: Found, signatures: ReadonlyMap<string, StoredSignature>): InviteView {
  const number = invite.traveller_number;
  const layout = JSON.parse(row.layout_fellows) as TravellerField[];
  const own = travellersOf(row).find((traveller) => traveller.number === number);
  const signature = own && signatures.get(own.uuid);
  const ownValues =
    own && Object.fromEntries(layout.flatMap((field) => (own[field] ? [[field, own[field]]] : [])));
  return {
    number,
    stay: {
      checkin: row.checkin,
      checkout: row.checkout,
      accommodation: { name: row.name, place: row.place },
    },
    layout,
    country: row.country,
    slot: travellerSlots(JSON.parse(row.pax_types) as PaxType[])[number - 1] ?? null,
    traveller: ownValues ?? null,
    savedAt: invite.saved_at,
    closed: row.completed_at ? 'completed' : sandboxToday() >= row.checkin ? 'arrived' : null,
    ...(signature && { signature }),
  };
}

/**
 * In webcc-api, the main guest issues a fellow traveller's link (again: the old one ends) or
 * withdraws it; the traveller reads and saves their own entry by it, until checkout.
 */
export function precheckinInviteRoutes(db: () => D1Database) {
  const routes = new Hono<SandboxAppEnv>();

  /** A change to the link of the fellow traveller `:number`, answered with the pre-check-in. */
  const byNumber =
    (access: 'change' | 'read', change: typeof issueInvite, status: 200 | 201) => async (c: Context) => {
      const found = await load(c, db(), access);
      if (found instanceof Response) return found;
      const number = fellowNumber(c, found.row);
      if (number instanceof Response) return number;
      await change(found.db, found.row.token, number);
      return answer(c, found, status);
    };
  // By the pre-check-in's token: the main guest's calls for a fellow traveller's link; by the invite's
  // token: the invited traveller's own entry.
  routes.post(travellerInviteCall.path, byNumber('change', issueInvite, 201));
  // Withdrawing shuts a link whatever the pre-check-in's state: it is how a link sent astray is stopped.
  routes.delete(travellerInviteCall.path, byNumber('read', withdrawInvite, 200));

  routes.get(inviteCall.path, async (c) => {
    const found = await findByInvite(c, db());
    if (found instanceof Response) return found;
    return c.json(inviteView(found, await signaturesOf(db(), found.row.token)));
  });

  routes.put(inviteCall.path, async (c) => {
    const found = await findByInvite(c, db());
    if (found instanceof Response) return found;
    const { invite, row } = found;
    const refused = refusal(c, row, 'change');
    if (refused) return refused;
    const body = travellerEntryBody.safeParse(await jsonBody(c));
    if (!body.success) return badRequest(c, body.error.issues);
    const number = invite.traveller_number;
    const own = travellersOf(row).find((traveller) => traveller.number === number);
    // The link opens one entry: naming another, by number or by id (the service's, never the
    // sender's), is refused.
    const other =
      (body.data.number !== undefined && Number(body.data.number) !== number) ||
      (body.data.uuid !== undefined && body.data.uuid !== own?.uuid);
    if (other) return c.json({ error: 'forbidden', message: 'this invite is for another traveller' }, 403);
    const uuid = own?.uuid ?? crypto.randomUUID();
    const stored = await signaturesOf(db(), row.token);
    const { traveller, problems, signature } = await registrationEntry(
      row,
      { number, uuid },
      body.data,
      stored,
      'invite',
    );
    if (Object.keys(problems).length > 0)
      return badRequest(
        c,
        Object.entries(problems).map(([field, message]) => ({ path: [field], message })),
      );
    // Their own entry and signature alone: the others' stay as they are when it is written.
    await saveTravellers({ row, db: db() }, [traveller], [signature], {
      statements: [markInviteSaved(db(), invite.token)],
    });
    const updated = await findByInvite(c, db());
    if (updated instanceof Response) return updated;
    return c.json(inviteView(updated, await signaturesOf(db(), row.token)));
  });

  return routes;
}
