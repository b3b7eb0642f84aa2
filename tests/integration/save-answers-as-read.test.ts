// Saving a draft claim or certificate answers with the document as read_one_claim / the
// certificate read would show it — but worked out from what the save loaded and wrote, not read
// back (lib/server/claims/update-claim.ts, lib/server/certs/update-cert.ts). So each save here
// changes lines of every entry kind and the settings the figures depend on, and its answer must
// equal, field for field, a read made straight after it.
import { beforeAll, describe, expect, it } from 'vitest';
// First: it replaces the session lookup before any route module loads it.
import { signInAs } from '../support/session';
import { callRoute } from '../support/call-route';
import { certRoutes } from '../support/cert-routes';
import { claimRoutes } from '../support/claim-routes';
import { seedDraftClaim, type DraftClaim } from '../support/claims-demo';

let ctx: DraftClaim;
beforeAll(async () => {
  ctx = await seedDraftClaim();
});

describe('a save answers exactly what a read straight after it answers', () => {
  it('claim: lines by percent, quantity and value, retention off, less previous certified', async () => {
    const saved = await callRoute(claimRoutes.one.PUT, {
      params: ctx.draft,
      ...ctx.update({
        has_retention: false,
        less_previous_option: 'certified',
        internal_notes: 'Saved in one go.',
        lines: [
          ctx.line('1.1', { claim_option: 'qty', qty: 60_000 }),
          ctx.line('3.1', { claim_option: 'percent', percent: 4_250 }),
          ctx.line('4', { claim_option: 'value', value: 1_000_000 }),
        ],
      }),
    });
    expect(saved.status).toBe(200);
    const read = await callRoute(claimRoutes.one.GET, { params: ctx.draft });
    expect(saved.body).toEqual(read.body);
    const item = (label: string) => read.body.items.find((i: { label: string }) => i.label === label);
    expect(item('1.1')).toMatchObject({ claim_option: 'qty', claimed_qty: 60_000 });
    expect(item('4')).toMatchObject({ claim_option: 'value', to_date: 1_000_000 });
    expect(read.body.claim).toMatchObject({ has_retention: false, less_previous_option: 'certified' });
  });

  it('certificate: new lines, then lines saved over them (reasons kept when not sent)', async () => {
    signInAs(ctx.demo.users.certifier);
    const claim2 = ctx.demo.claim(ctx.demo.claimIds[1]!, 'payer');
    const created = await callRoute(certRoutes.list.POST, { params: claim2, body: {} });
    expect(created.status).toBe(201);
    const params = { ...claim2, cert: created.body.cert.cert_id as string };
    const first = await callRoute(certRoutes.one.GET, { params });
    const leaves = first.body.items.filter((i: { has_children: boolean }) => !i.has_children);
    const [a, b, c] = leaves as { id: string; contract_value: number }[];
    const reason = 'Measured on site.';
    const save = async (updatedAt: string, lines: unknown[], extra: Record<string, unknown> = {}) => {
      const saved = await callRoute(certRoutes.one.PUT, {
        method: 'PUT',
        params,
        body: { updated_at: updatedAt, lines, ...extra },
      });
      expect(saved.status).toBe(200);
      const read = await callRoute(certRoutes.one.GET, { params });
      expect(saved.body).toEqual(read.body);
      return read.body;
    };
    const once = await save(
      first.body.cert.updated_at,
      [
        { line_item_id: a!.id, cert_option: 'percent', percent: 1_000, reason },
        { line_item_id: b!.id, cert_option: 'value', value: 0, reason },
      ],
      { has_retention: false, certificate_ref: 'PS-7' },
    );
    const twice = await save(once.cert.updated_at, [
      { line_item_id: a!.id, cert_option: 'percent', percent: 2_000 },
      { line_item_id: c!.id, cert_option: 'value', value: 0, reason },
    ]);
    const line = (id: string) => twice.items.find((i: { id: string }) => i.id === id);
    expect(line(a!.id)).toMatchObject({ cert_percent: 2_000, cert_reason: reason });
    expect(line(b!.id)).toMatchObject({ cert_value: 0, cert_reason: reason });
    expect(twice.cert).toMatchObject({ has_retention: false, cert_certificate_ref: 'PS-7' });
  });
});
