// The seeded NZ demo as claim tests use it: who is who, and the route params that reach the shared
// contract from each side (Kauri Interiors claims, Harbour Build certifies).
import { db } from '@/lib/db/client';
import { seedDemo } from '@/prisma/seed';
import { callRoute } from './call-route';
import { claimRoutes } from './claim-routes';
import { signInAs } from './session';
import type { SmtpSink } from './smtp-sink';

export async function seedClaimsDemo() {
  await seedDemo(db());
  const users = Object.fromEntries(
    (await db().user.findMany({ select: { id: true, email: true } })).map((u) => [
      u.email.split('@')[0]!,
      u.id,
    ]),
  ) as Record<'claimer' | 'manager' | 'viewer' | 'certifier' | 'qs', string>;
  const contract = await db().contract.findFirstOrThrow({
    where: { contractNumber: 'SC-014-03' },
    include: { placements: true },
  });
  const place = (side: 'claim' | 'cert') => contract.placements.find((p) => p.side === side)!;
  const claims = await db().claim.findMany({
    where: { contractId: contract.id },
    orderBy: { number: 'asc' },
  });
  const payee = { acc: place('claim').accountId, g: place('claim').projectId, c: contract.id };
  const payer = { acc: place('cert').accountId, g: place('cert').projectId, c: contract.id };
  return {
    users,
    contract,
    payee,
    payer,
    claimIds: claims.map((c) => c.id),
    /** Route params of a claim, from the payee's side (or the payer's). */
    claim: (cl: string, side: 'payee' | 'payer' = 'payee') => ({ ...(side === 'payee' ? payee : payer), cl }),
  };
}

export type ClaimsDemo = Awaited<ReturnType<typeof seedClaimsDemo>>;

/**
 * The demo's claim sent for approval by the claimer and approved through both workflow steps (the
 * manager's, then the claimer's): ready to issue. Each call must answer 200.
 */
export async function approveDemoClaim(demo: Pick<ClaimsDemo, 'users' | 'claim'>, claimId: string) {
  const ok = async (res: Promise<{ status: number }>) => {
    const { status } = await res;
    if (status !== 200) throw new Error(`Expected 200 while approving the claim, got ${status}`);
  };
  signInAs(demo.users.claimer);
  await ok(callRoute(claimRoutes.send.POST, { method: 'POST', params: demo.claim(claimId) }));
  signInAs(demo.users.manager);
  await ok(callRoute(claimRoutes.approve.POST, { params: demo.claim(claimId), body: {} }));
  signInAs(demo.users.claimer);
  await ok(callRoute(claimRoutes.approve.POST, { params: demo.claim(claimId), body: {} }));
}

/**
 * The messages with this subject, once `count` have arrived. The app's own outbox worker also
 * sends in the background (its job runner), so tests pick their messages out rather than count all.
 */
export async function mailsWithSubject(sink: SmtpSink, subject: string, count: number, ms = 10_000) {
  const until = Date.now() + ms;
  for (;;) {
    const found = sink.messages.filter((m) => m.subject === subject);
    if (found.length >= count) return found;
    if (Date.now() > until)
      throw new Error(`Expected ${count} emails titled ${subject}, got ${found.length}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function mailWithSubject(sink: SmtpSink, subject: string) {
  return (await mailsWithSubject(sink, subject, 1))[0]!;
}

/** Everything that could change: compared before and after a request that must change nothing. */
export async function claimsSnapshot() {
  const [claims, lines, history, outbox, attachments, events] = await Promise.all([
    db().claim.findMany({ orderBy: { id: 'asc' } }),
    db().claimLineItem.findMany({ orderBy: { id: 'asc' } }),
    db().history.count(),
    db().emailOutbox.count(),
    db().attachment.findMany({ orderBy: { id: 'asc' } }),
    db().approvalEvent.count(),
  ]);
  return { claims, lines, history, outbox, attachments, events };
}

type Handler = Parameters<typeof callRoute>[0];
type Init = NonNullable<Parameters<typeof callRoute>[1]>;
/** [what is sent, how to send it, the status expected, the field the error must name]. */
export type BadInputCase = [string, () => [Handler, Init], number, string?];

/** The demo with its draft claim 3 as the claimer reads it, and builders for its save requests. */
export async function seedDraftClaim() {
  const demo = await seedClaimsDemo();
  signInAs(demo.users.claimer);
  const draft = demo.claim(demo.claimIds[2]!);
  const read = await callRoute(claimRoutes.one.GET, { params: draft });
  const items: Record<string, { id: string }> = Object.fromEntries(
    read.body.items.map((i: { label: string; id: string }) => [i.label, i]),
  );
  const updatedAt: string = read.body.claim.updated_at;
  return {
    demo,
    draft,
    updatedAt,
    line: (label: string, rest: Record<string, unknown>) => ({ line_item_id: items[label]!.id, ...rest }),
    update: (body: Record<string, unknown>) => ({ method: 'PUT', body: { updated_at: updatedAt, ...body } }),
  };
}

export type DraftClaim = Awaited<ReturnType<typeof seedDraftClaim>>;
