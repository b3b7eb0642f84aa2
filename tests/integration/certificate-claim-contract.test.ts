// A certificate answers a claim of its own contract (migration certificate_claim_same_contract):
// the ledger, the retention report and the contract's figures join certificates to claims by
// contract, so a row that paired one contract's claim with another contract would be counted on the
// wrong contract. The database refuses such a row whoever writes it.
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db/client';
import { seedClaimsDemo, type ClaimsDemo } from '../support/claims-demo';

let demo: ClaimsDemo;
let otherContractId: string;

beforeAll(async () => {
  demo = await seedClaimsDemo();
  const other = await db().contract.findFirstOrThrow({ where: { id: { not: demo.contract.id } } });
  otherContractId = other.id;
});

const nextNumber = async (contractId: string) =>
  1 +
  ((await db().certificate.aggregate({ where: { contractId }, _max: { number: true } }))._max.number ?? 0);

describe("a certificate's claim and contract", () => {
  it("refuses a certificate naming another contract's claim, and writes nothing", async () => {
    const before = await db().certificate.count();
    const write = db().certificate.create({
      data: {
        claimId: demo.claimIds[0]!,
        contractId: otherContractId,
        number: await nextNumber(otherContractId),
      },
    });
    await expect(write).rejects.toMatchObject({ code: 'P2003' });
    expect(await db().certificate.count()).toBe(before);
  });

  it('accepts a certificate of the claim’s own contract', async () => {
    const cert = await db().certificate.create({
      data: {
        claimId: demo.claimIds[0]!,
        contractId: demo.contract.id,
        number: await nextNumber(demo.contract.id),
      },
    });
    expect(cert.contractId).toBe(demo.contract.id);
    await db().certificate.delete({ where: { id: cert.id } });
  });

  it('moving a claim to another contract is refused while a certificate answers it', async () => {
    const answered = await db().certificate.findFirstOrThrow({ where: { contractId: demo.contract.id } });
    const move = db().claim.update({
      where: { id: answered.claimId },
      data: { contractId: otherContractId, number: 9_999 },
    });
    // ON UPDATE CASCADE would carry the certificate along; either way they stay on one contract.
    await move.catch(() => undefined);
    const [claim, cert] = await Promise.all([
      db().claim.findUniqueOrThrow({ where: { id: answered.claimId } }),
      db().certificate.findUniqueOrThrow({ where: { id: answered.id } }),
    ]);
    expect(cert.contractId).toBe(claim.contractId);
  });
});
