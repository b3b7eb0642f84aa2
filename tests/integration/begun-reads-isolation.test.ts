// Reads begun before the caller's access is checked (issue 30, item 4: "authorise, then read").
// The claim and certificate reads start the schedule, ledger and parts reads from the request's
// ids beside the access check, to save a round trip; each carries the tenant check in its own SQL
// (lib/server/documents/placed-path.ts). So another account's caller, or the right caller with a
// document of another contract in the path, reads no row at all — whatever the service does with
// the promise afterwards. Before the guard, these reads returned the other account's schedule,
// lines and ledger (the isolation held only by the order of the awaits after them).
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db/client';
import { beginClaimReads } from '@/lib/server/claims/claim-figures';
import { beginCertReads } from '@/lib/server/certs/cert-figures';
import { beginDocumentParts } from '@/lib/server/documents/read-document-parts';
import { CLAIM_KIND } from '@/lib/server/documents/kinds';
import { resolveActor } from '@/lib/server/session/resolve-actor';
import { createAccountWithOwner, createProjectWithContract } from '../support/factories';
import { seedCertDemo, type CertDemo } from '../support/cert-routes';

let demo: CertDemo;
let outsider: { accountId: string; userId: string };
let ownRef: { projectId: string; contractId: string };
let certId: string;

beforeAll(async () => {
  demo = await seedCertDemo();
  outsider = await createAccountWithOwner('Outsider Ltd');
  const own = await createProjectWithContract(outsider.accountId);
  ownRef = { projectId: own.project.id, contractId: own.contract.id };
  const cert = await db().certificate.findFirstOrThrow({ where: { contractId: demo.contract.id } });
  certId = cert.id;
});

const claimRef = () => ({
  projectId: demo.payee.g,
  contractId: demo.contract.id,
  claimId: demo.claim2,
});

describe('reads begun from the path before the access check', () => {
  it('read the schedule, the lines and the ledger for the caller whose path it is', async () => {
    const begun = beginClaimReads({ accountId: demo.payee.acc }, claimRef());
    const [schedule, ledger] = await Promise.all([begun.schedule, begun.ledger]);
    expect(schedule.items.length).toBeGreaterThan(5);
    expect(schedule.claimLines.length).toBeGreaterThan(0);
    expect(ledger.previousClaim).not.toBeNull();
  });

  it('read nothing for another account’s caller with the same ids', async () => {
    const begun = beginClaimReads({ accountId: outsider.accountId }, claimRef());
    const [schedule, ledger] = await Promise.all([begun.schedule, begun.ledger]);
    expect(schedule.items).toEqual([]);
    expect(schedule.claimLines).toEqual([]);
    expect(Object.values(ledger).every((answer) => answer === null)).toBe(true);
  });

  it('read nothing for the caller’s own contract with another contract’s claim in the path', async () => {
    const begun = beginClaimReads({ accountId: outsider.accountId }, { ...ownRef, claimId: demo.claim2 });
    const [schedule, ledger] = await Promise.all([begun.schedule, begun.ledger]);
    expect(schedule.items).toEqual([]);
    expect(schedule.claimLines).toEqual([]);
    expect(Object.values(ledger).every((answer) => answer === null)).toBe(true);
  });

  it('read a certificate’s lines for the payer, and nothing for an outsider or the wrong project', async () => {
    const ref = { projectId: demo.payer.g, contractId: demo.contract.id, claimId: demo.claim2, certId };
    const payer = beginCertReads({ accountId: demo.payer.acc }, ref);
    expect((await payer.schedule).items.length).toBeGreaterThan(5);
    const outside = beginCertReads({ accountId: outsider.accountId }, ref);
    expect((await outside.schedule).items).toEqual([]);
    expect((await outside.schedule).certLines).toEqual([]);
    // The payee's account, but the payer's project in the path: not the payee's placement.
    const wrongProject = beginCertReads({ accountId: demo.payee.acc }, ref);
    expect((await wrongProject.schedule).items).toEqual([]);
  });

  it('read no workflow or files of the document for another account’s caller', async () => {
    const actor = (await resolveActor(outsider.userId, outsider.accountId))!;
    const parts = beginDocumentParts(actor, CLAIM_KIND, {
      projectId: demo.payee.g,
      contractId: demo.contract.id,
      documentId: demo.claim2,
    });
    // The answers are NULL, so the parts cannot even be assembled; the service never gets that far
    // (its access check refuses first) and drops the promise.
    await expect(parts).rejects.toThrow();
  });
});
