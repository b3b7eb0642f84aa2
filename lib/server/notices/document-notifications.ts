import 'server-only';
// Who hears of a claim, certificate or payment, told inside the transaction that makes it: the
// issuing account's own people who can see the contract ("issued"), and the other party's when the
// event is addressed to it ("received") — only when that party is an account here. Each link opens
// the screen that deals with it, in the account of the person told.
import type { Tx } from '@/lib/db/client';
import type { Contract } from '@/lib/db/generated/client';
import type { NotificationEvent } from '@/lib/domain/notification-messages';
import {
  approvedCertPage,
  reviewClaimPage,
  startCertPage,
  type ClaimIds,
  type ContractSide,
} from '@/lib/paths/page-paths';
import type { Actor } from '../session/resolve-actor';
import { notifyContractViewers } from './write-notifications';

type Parties = Pick<Contract, 'id' | 'name' | 'payerAccountId' | 'payeeAccountId'>;

/** The other account's placement of the contract (its project), when that account is on ClaimCert. */
async function otherParty(tx: Tx, actor: Actor, contract: Parties, side: ContractSide) {
  const accountId = side === 'cert' ? contract.payerAccountId : contract.payeeAccountId;
  if (!accountId || accountId === actor.accountId) return null;
  return tx.contractPlacement.findUnique({
    where: { contractId_accountId: { contractId: contract.id, accountId } },
    select: { accountId: true, projectId: true },
  });
}

const nameOf = async (tx: Tx, userId: string) =>
  (await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { name: true } })).name;

const claimIds = (
  place: { accountId: string; projectId: string },
  contractId: string,
  contractType: ContractSide,
  claimId: string,
): ClaimIds => ({ ...place, contractId, contractType, claimId });

interface Told {
  event: NotificationEvent;
  link: string | null;
}

/**
 * A document issued: the receiving party's people who see the contract (when it is an account
 * here) are told it arrived, the issuing account's own that it went.
 */
async function tellIssued(
  tx: Tx,
  actor: Actor,
  a: {
    contract: Parties;
    /** The side the document is addressed to. */
    to: ContractSide;
    received: (place: { accountId: string; projectId: string }, from: string) => Told;
    issued: (by: string) => Told;
  },
) {
  const other = await otherParty(tx, actor, a.contract, a.to);
  const tell = (accountId: string, told: Told) =>
    notifyContractViewers(tx, { accountId, contractId: a.contract.id, actorUserId: actor.userId, ...told });
  if (other) await tell(other.accountId, a.received(other, await accountName(tx, actor)));
  await tell(actor.accountId, a.issued(await nameOf(tx, actor.userId)));
}

/** A claim served on the payer. */
export function notifyClaimIssued(
  tx: Tx,
  actor: Actor,
  a: {
    contract: Parties & { payerName: string | null };
    projectId: string;
    claim: { id: string; name: string };
  },
) {
  const { contract, claim } = a;
  const mine = { accountId: actor.accountId, projectId: a.projectId };
  return tellIssued(tx, actor, {
    contract,
    to: 'cert',
    received: (payer, from) => ({
      event: { kind: 'claim.received', claim: claim.name, from, contract: contract.name },
      link: startCertPage(claimIds(payer, contract.id, 'cert', claim.id)),
    }),
    issued: (by) => ({
      event: {
        kind: 'claim.issued',
        claim: claim.name,
        to: contract.payerName ?? 'the payer',
        contract: contract.name,
        by,
      },
      link: reviewClaimPage(claimIds(mine, contract.id, 'claim', claim.id)),
    }),
  });
}

/** A certificate issued to the payee. */
export function notifyCertIssued(
  tx: Tx,
  actor: Actor,
  a: {
    contract: Parties & { payeeName: string | null };
    projectId: string;
    claim: { id: string; name: string };
    cert: { id: string; name: string };
    /** The payee's page of the claim and its certificate (issue-cert-emails.ts payeeClaimPath). */
    payeePath: string | null;
  },
) {
  const { contract, claim, cert } = a;
  const mine = { accountId: actor.accountId, projectId: a.projectId };
  const names = { cert: cert.name, claim: claim.name, contract: contract.name };
  return tellIssued(tx, actor, {
    contract,
    to: 'claim',
    received: (_payee, from) => ({
      event: { kind: 'certificate.received', ...names, from },
      link: a.payeePath,
    }),
    issued: (by) => ({
      event: { kind: 'certificate.issued', ...names, to: contract.payeeName ?? 'the payee', by },
      link: approvedCertPage({ ...claimIds(mine, contract.id, 'cert', claim.id), certId: cert.id }),
    }),
  });
}

/**
 * A payment recorded against an issued certificate: the payee's people are told, whichever side
 * recorded it (the payer telling what it paid, or a colleague what came in). The payer's own
 * people are not: a payment it records is in its own books, which its team already sees.
 */
export async function notifyPaymentRecorded(
  tx: Tx,
  actor: Actor,
  a: { contract: Parties; projectId: string; claimId: string; cert: { name: string }; amount: string },
) {
  const { contract } = a;
  const payeeIsCaller = contract.payeeAccountId === actor.accountId;
  const payee = payeeIsCaller
    ? { accountId: actor.accountId, projectId: a.projectId }
    : await otherParty(tx, actor, contract, 'claim');
  if (!payee) return 0;
  return notifyContractViewers(tx, {
    accountId: payee.accountId,
    contractId: contract.id,
    actorUserId: actor.userId,
    event: {
      kind: 'payment.recorded',
      amount: a.amount,
      cert: a.cert.name,
      contract: contract.name,
      by: payeeIsCaller ? await nameOf(tx, actor.userId) : await accountName(tx, actor),
    },
    link: reviewClaimPage(claimIds(payee, contract.id, 'claim', a.claimId), true),
  });
}

const accountName = async (tx: Tx, actor: Actor) =>
  (await tx.account.findUniqueOrThrow({ where: { id: actor.accountId }, select: { name: true } })).name;
