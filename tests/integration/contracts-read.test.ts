import { describe, expect, it } from 'vitest';
import { signInAs } from '../support/session';
import { callRoute } from '../support/call-route';
import { createAccountWithOwner } from '../support/factories';
import {
  accountWithContract,
  details,
  placeCounterparty,
  projectOf,
  userOf,
} from '../support/contract-fixtures';
import { db } from '@/lib/db/client';
import {
  GET as read,
  PATCH as patch,
} from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/route';

describe('GET and PATCH …/contract/{c}', () => {
  it('reads the contract with its completeness, figures, permissions and actions', async () => {
    const { params, company } = await accountWithContract();
    const res = await callRoute(read, { params });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: params.c,
      name: 'Interior fit-out',
      status: 'draft',
      side: 'claim',
      counterparty: { name: 'Harbour Build Ltd', on_system: false, company_id: company.id },
      payment_terms: null,
      retention: null,
      totals: { total_contract_value: 0, claimed_to_date_value: 0, cert_to_date_value: 0 },
      completeness: { complete: false },
      permissions: ['create', 'edit', 'access', 'view', 'claim_or_cert'],
      actions: ['start'],
      has_integrations: false,
      setting: {
        maintenance_mode: false,
        email_setting: { claim: { is_bulk: false }, cert: { is_bulk: false } },
      },
    });
    expect(res.body.data.completeness.missing.map((m: { step: string }) => m.step)).toEqual([
      'payment_terms',
      'base_contract',
    ]);
  });

  it('saves the details form; a view user may read but not save', async () => {
    const { params, owner } = await accountWithContract();
    const res = await callRoute(patch, {
      method: 'PATCH',
      params,
      body: details({ name: 'Fit-out L1–4', gst: 0, suburb: 'Wynyard' }),
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Fit-out L1–4',
      gst: 0,
      suburb: 'Wynyard',
      counterparty: { name: null },
    });
    signInAs(await userOf(owner.accountId, 'view'));
    expect((await callRoute(read, { params })).status).toBe(200);
    const refused = await callRoute(patch, { method: 'PATCH', params, body: details({ name: 'Hijacked' }) });
    expect(refused.status).toBe(403);
    expect((await db().contract.findUniqueOrThrow({ where: { id: params.c } })).name).toBe('Fit-out L1–4');
  });

  it('a member with role none sees nothing of it (403)', async () => {
    const { params, owner } = await accountWithContract();
    signInAs(await userOf(owner.accountId, 'none'));
    expect((await callRoute(read, { params })).status).toBe(403);
  });

  it('cross-tenant: another account cannot read or change it, even under its own account path', async () => {
    const { params } = await accountWithContract();
    const intruder = await createAccountWithOwner('Intruder');
    const theirProject = await projectOf(intruder.accountId);
    signInAs(intruder.userId);
    const asOwn = { acc: intruder.accountId, g: theirProject.id, c: params.c };
    for (const p of [params, asOwn]) {
      const got = await callRoute(read, { params: p });
      expect([403, 404]).toContain(got.status);
      expect(JSON.stringify(got.body)).not.toContain('Interior fit-out');
      const changed = await callRoute(patch, {
        method: 'PATCH',
        params: p,
        body: details({ name: 'Hijacked' }),
      });
      expect([403, 404]).toContain(changed.status);
    }
    expect((await db().contract.findUniqueOrThrow({ where: { id: params.c } })).name).toBe(
      'Interior fit-out',
    );
  });

  it('the counterparty, once placed, sees the contract from its side with the creator as the payee', async () => {
    const { params } = await accountWithContract();
    const { other, params: theirs } = await placeCounterparty(params.c, 'cert');
    signInAs(other.userId);
    const res = await callRoute(read, { params: theirs });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      side: 'cert',
      counterparty: { name: 'Kauri Interiors', on_system: true, company_id: null },
    });
    // Its project id, not the creator's, is the path to the contract.
    expect((await callRoute(read, { params: { ...theirs, g: params.g } })).status).toBe(404);
  });
});
