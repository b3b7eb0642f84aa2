// What each party of a shared contract sees of the other's files, through
// lib/server/contracts/visible-to-counterparty.ts, once the invited party has joined. (Claims,
// certificates, notes and workflows are proved through the routes: claims-tenancy, certs-tenancy.)
import { describe, expect, it } from 'vitest';
import { createAccountWithOwner } from '../support/factories';
import { createContractWithSchedule } from '../support/contract-schedule';
import { codeIn, deliver, withMailSink } from '../support/invitations';
import { db } from '@/lib/db/client';
import { resolveActor } from '@/lib/server/session/resolve-actor';
import { loadContract } from '@/lib/server/contracts/load-contract';
import { acceptInvitation } from '@/lib/server/invitations/accept-invitation';
import { sendInvitations } from '@/lib/server/invitations/send-invitations';
import { visibleAttachmentsWhere } from '@/lib/server/contracts/visible-to-counterparty';
import { withoutJobRunner } from '../support/jobs';

withoutJobRunner();

const { sink } = withMailSink();

/** Kauri (payee) and Orakei (payer, joined by invitation) on one contract; each as it sees it. */
async function sharedContract() {
  const a = await createAccountWithOwner('Kauri Walls Ltd');
  const { project, contract } = await createContractWithSchedule(a.accountId);
  const payee = (await resolveActor(a.userId, a.accountId))!;
  await sendInvitations(
    payee,
    { projectId: project.id, contractId: contract.id },
    {
      to_contacts: [{ contact_name: 'Priya', contact_email: 'priya@orakei.example' }],
    },
  );
  const { code } = codeIn((await deliver(sink(), 1))[0]);
  const b = await createAccountWithOwner('Orakei Developments');
  const joined = await acceptInvitation(b.userId, code, {
    account_id: b.accountId,
    new_project: { name: 'P' },
  });
  const payer = (await resolveActor(b.userId, b.accountId))!;
  const asPayee = await loadContract(payee, contract.id, { projectId: project.id });
  const asPayer = await loadContract(payer, contract.id, { projectId: joined.project_id });
  return {
    contractId: contract.id,
    payee: { accountId: a.accountId, side: asPayee.side },
    payer: { accountId: b.accountId, side: asPayer.side },
  };
}

const file = (accountId: string, contractId: string, fileName: string, isShared: boolean) => ({
  accountId,
  contractId,
  fileName,
  fileType: 'contract_document',
  size: 10n,
  storageKey: `contract-documents/${crypto.randomUUID()}`,
  isShared,
});

describe('visible to the counterparty', () => {
  it('contract files: own files and the other party’s shared ones, never its private ones', async () => {
    const { contractId, payee, payer } = await sharedContract();
    await db().attachment.createMany({
      data: [
        file(payee.accountId, contractId, 'payee-shared.pdf', true),
        file(payee.accountId, contractId, 'payee-private.pdf', false),
        file(payer.accountId, contractId, 'payer-shared.pdf', true),
        file(payer.accountId, contractId, 'payer-private.pdf', false),
      ],
    });
    const names = async (viewer: { accountId: string }) =>
      (
        await db().attachment.findMany({
          where: visibleAttachmentsWhere(viewer, { contractId }),
          orderBy: { fileName: 'asc' },
        })
      ).map((f) => f.fileName);
    expect(await names(payer)).toEqual(['payee-shared.pdf', 'payer-private.pdf', 'payer-shared.pdf']);
    expect(await names(payee)).toEqual(['payee-private.pdf', 'payee-shared.pdf', 'payer-shared.pdf']);
    // A third account sees only what is shared — and reaches nothing without a placement anyway.
    expect(await names({ accountId: crypto.randomUUID() })).toEqual(['payee-shared.pdf', 'payer-shared.pdf']);
  });
});
