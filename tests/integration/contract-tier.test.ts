// Issue 32 items 1–2: a contract is a head contract or a subcontract (contract_tier), one value both
// parties see; it is decided as the payment terms are (lib/domain/contract-decisions: the creator
// while a draft, the payer once started), and another account can neither read nor change it. An
// AU claim's payment due date then comes from the Act when the contract is silent, and is capped by
// it when the contract's date is later: NSW SOP Act 1999 s11(1A) "the date occurring 15 business
// days after a payment claim is made … or (b) an earlier date as provided in accordance with the
// terms of the contract"; s11(1B) the same with 20 business days for a subcontractor.
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../support/session';
import { db } from '@/lib/db/client';
import { callRoute } from '../support/call-route';
import { createAccountWithOwner } from '../support/factories';
import {
  accountWithContract,
  completeContract,
  details,
  placeCounterparty,
  TERMS_ROW,
} from '../support/contract-fixtures';
import { seedCertDemo, type CertDemo } from '../support/cert-routes';
import { claimRoutes as R } from '../support/claim-routes';
import { POST as createContract } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/route';
import {
  GET as readContract,
  PATCH as patchContract,
} from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/route';

type Params = { acc: string; g: string; c: string };

// The details form as an AU contract in Sydney sends it: everything as stored, so only the tier
// can change.
const AU_DETAILS = details({
  time_zone: 'Australia/Sydney',
  region: 'NSW',
  gst: '10',
  city: 'Sydney',
  street_address: '1 George Street',
});
const AU_ROW = { country: 'AU', region: 'NSW', timeZone: 'Australia/Sydney', gstPercent: 10 } as const;

const tierOf = async (contractId: string) =>
  (await db().contract.findUniqueOrThrow({ where: { id: contractId } })).contractTier;
const read = (params: Params) => callRoute(readContract, { params });
const save = (params: Params, body: Record<string, unknown>) =>
  callRoute(patchContract, { method: 'PATCH', params, body: { ...AU_DETAILS, ...body } });

/** An AU claim contract set up by the payee (Kauri Interiors), the payer (Harbour Build) on it. */
async function sharedAuContract(status: 'draft' | 'started') {
  const payee = await accountWithContract();
  await completeContract(payee.contractId);
  const payer = await placeCounterparty(payee.contractId, 'cert');
  await db().contract.update({ where: { id: payee.contractId }, data: { ...AU_ROW, status } });
  return { payee, payer, contractId: payee.contractId };
}

describe('contract_tier on the contract', () => {
  it('a new AU contract is a subcontract unless created as a head contract', async () => {
    const { owner, project } = await accountWithContract();
    await db().account.update({ where: { id: owner.accountId }, data: { country: 'AU' } });
    signInAs(owner.userId);
    const create = (body: Record<string, unknown>) =>
      callRoute(createContract, {
        url: `http://localhost/x?type=claim`,
        params: { acc: owner.accountId, g: project.id },
        body: { ...AU_DETAILS, ...body },
      });
    const plain = await create({});
    const head = await create({ contract_tier: 'head_contract' });
    expect([plain.status, head.status]).toEqual([201, 201]);
    expect(await tierOf(plain.body.data.id)).toBe('subcontract');
    expect(await tierOf(head.body.data.id)).toBe('head_contract');
  });

  it('the payer changes it on a started contract; the payee sees the same value', async () => {
    const { payee, payer, contractId } = await sharedAuContract('started');
    signInAs(payee.owner.userId);
    expect((await read(payee.params)).body.data).toMatchObject({ contract_tier: 'subcontract' });

    signInAs(payer.other.userId);
    const saved = await save(payer.params, { contract_tier: 'head_contract' });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ contract_tier: 'head_contract' });

    signInAs(payee.owner.userId);
    expect((await read(payee.params)).body.data).toMatchObject({ contract_tier: 'head_contract' });
    // A client that does not send the field leaves it as it is.
    expect((await save(payee.params, { contract_tier: undefined })).status).toBe(200);
    expect(await tierOf(contractId)).toBe('head_contract');
  });

  it('the payee may not change it once started: 403 naming the payer, and it stays', async () => {
    const { payee, contractId } = await sharedAuContract('started');
    signInAs(payee.owner.userId);
    const refused = await save(payee.params, { contract_tier: 'head_contract' });
    expect(refused).toMatchObject({
      status: 403,
      body: {
        errors: [
          {
            message:
              'Only Harbour Build, the payer, can change the payment terms now that this shared contract has started.',
          },
        ],
      },
    });
    expect(await tierOf(contractId)).toBe('subcontract');
  });

  it('the creator decides it while the contract is a draft', async () => {
    const { payee, payer, contractId } = await sharedAuContract('draft');
    signInAs(payer.other.userId);
    expect((await save(payer.params, { contract_tier: 'head_contract' })).status).toBe(403);
    signInAs(payee.owner.userId);
    expect((await save(payee.params, { contract_tier: 'head_contract' })).status).toBe(200);
    expect(await tierOf(contractId)).toBe('head_contract');
  });

  it('a bad value is a 422 in the { errors } shape and changes nothing', async () => {
    const { payee, contractId } = await sharedAuContract('draft');
    signInAs(payee.owner.userId);
    for (const contract_tier of ['principal', '', 1, null]) {
      const res = await save(payee.params, { contract_tier, name: 'Renamed' });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual(
        expect.arrayContaining([expect.objectContaining({ field: 'contract_tier' })]),
      );
    }
    const row = await db().contract.findUniqueOrThrow({ where: { id: contractId } });
    expect([row.contractTier, row.name]).toEqual(['subcontract', 'Interior fit-out']);
  });

  it("another account's user can neither read nor change it", async () => {
    const { payee, contractId } = await sharedAuContract('draft');
    const outsider = await createAccountWithOwner('Southern Cross Builders');
    signInAs(outsider.userId);
    // Through the victim's account in the path (not a member), and through its own account.
    for (const params of [payee.params, { ...payee.params, acc: outsider.accountId }]) {
      const seen = await read(params);
      expect([403, 404]).toContain(seen.status);
      expect(JSON.stringify(seen.body)).not.toContain('contract_tier');
      expect([403, 404]).toContain((await save(params, { contract_tier: 'head_contract' })).status);
    }
    expect(await tierOf(contractId)).toBe('subcontract');
  });
});

describe("an AU claim's payment due date, as both parties read it", () => {
  let demo: CertDemo;
  // Claim 2 of the demo, served Fri 30 Oct 2026 (midday in Sydney). NSW business days (s4; no
  // public holiday in November): 2–6 Nov = 5, 9–13 = 10, 16–20 = 15 → Fri 20 Nov (head contract,
  // s11(1A)); 23–27 = 20 → Fri 27 Nov (subcontract, s11(1B)).
  beforeAll(async () => {
    demo = await seedCertDemo();
    await db().claim.update({
      where: { id: demo.claim2 },
      data: { servedAt: new Date('2026-10-30T01:00:00Z') },
    });
  });

  async function bothReads() {
    signInAs(demo.users.claimer);
    const claimer = await callRoute(R.one.GET, { params: demo.claim(demo.claim2) });
    signInAs(demo.users.certifier);
    const payer = await callRoute(R.payerOne.GET, { params: demo.payerClaim });
    expect([claimer.status, payer.status]).toEqual([200, 200]);
    return [claimer.body.deadlines.payment_due, payer.body.deadlines.payment_due];
  }

  async function setContract(contractTier: 'head_contract' | 'subcontract', terms: boolean) {
    const contractId = demo.contract.id;
    await db().contract.update({ where: { id: contractId }, data: { ...AU_ROW, contractTier } });
    await db().paymentTerms.deleteMany({ where: { contractId } });
    if (terms) await db().paymentTerms.create({ data: { contractId, ...TERMS_ROW } });
  }

  it.each([
    [
      'head contract, contract silent',
      'head_contract',
      '2026-11-20',
      'SOP Act 1999 (NSW) s11(1A): 15 business days after the claim is made (head contract), or an earlier date the contract sets',
    ],
    [
      'subcontract, contract silent',
      'subcontract',
      '2026-11-27',
      'SOP Act 1999 (NSW) s11(1B): 20 business days after the claim is made (subcontract), or an earlier date the contract sets',
    ],
  ] as const)('NSW %s: the Act’s date and source, the same for both', async (_case, tier, date, source) => {
    await setContract(tier, false);
    const answers = await bothReads();
    for (const due of answers) {
      expect(due).toMatchObject({ date, source, applies: 'statutory', statutory_date: date });
      expect(due.consequence).toMatch(/falls due today/);
    }
  });

  it('NSW head contract whose terms give a later date: the Act’s date, labelled statutory', async () => {
    await setContract('head_contract', true);
    await db().claim.update({
      where: { id: demo.claim2 },
      data: { paymentDueDate: new Date('2026-12-20T00:00:00Z') },
    });
    for (const due of await bothReads()) {
      expect(due).toMatchObject({
        date: '2026-11-20',
        applies: 'statutory',
        contract_date: '2026-12-20',
        source: expect.stringContaining("(the contract's 2026-12-20 is later than the Act allows)"),
      });
    }
  });
});
