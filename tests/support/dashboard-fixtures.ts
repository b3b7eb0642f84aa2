// Claims, certificates and payments written as they stand once issued — with the totals the issue
// froze on them — for the dashboard's figures, which only ever read those stored totals.
import { db } from '@/lib/db/client';
import { TERMS_ROW } from './payment-terms';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const lastDay = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0));
};
const nextMonthDay = (month: string, d: number) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, d));
};

/** A started NZ contract between two accounts, each placing it in a project of its own. */
export async function sharedContract(a: {
  claimer: string;
  certifier: string;
  claimerProject: string;
  certifierProject: string;
  name?: string;
}) {
  return db().contract.create({
    data: {
      name: a.name ?? 'Interior fit-out',
      status: 'started',
      createdByAccountId: a.claimer,
      payeeAccountId: a.claimer,
      payerAccountId: a.certifier,
      country: 'NZ',
      gstPercent: 15,
      timeZone: 'Pacific/Auckland',
      paymentTerms: { create: TERMS_ROW },
      placements: {
        create: [
          { accountId: a.claimer, projectId: a.claimerProject, side: 'claim' },
          { accountId: a.certifier, projectId: a.certifierProject, side: 'cert' },
        ],
      },
    },
  });
}

/** A claim for `month` (yyyy-MM); served at `servedAt` with its totals when issued or certified. */
export async function claimOn(
  contractId: string,
  c: {
    number: number;
    month: string;
    status: 'draft' | 'review' | 'approved' | 'issued' | 'certified';
    servedAt?: string;
    total?: number;
    net?: number;
    gross?: number;
  },
) {
  return db().claim.create({
    data: {
      contractId,
      number: c.number,
      name: `Payment Claim ${c.number}`,
      claimFrom: day(`${c.month}-01`),
      claimTo: lastDay(c.month),
      claimDueDate: lastDay(c.month),
      certDueDate: nextMonthDay(c.month, 15),
      paymentDueDate: nextMonthDay(c.month, 20),
      status: c.status,
      servedAt: c.servedAt ? new Date(c.servedAt) : null,
      totalIncludingGst: c.total === undefined ? null : BigInt(c.total),
      netThisClaim: c.net === undefined ? null : BigInt(c.net),
      grossToDate: c.gross === undefined ? null : BigInt(c.gross),
    },
  });
}

export async function certOn(
  claim: { id: string; contractId: string },
  c: {
    number: number;
    status: 'pending' | 'draft' | 'review' | 'approved' | 'issued';
    servedAt?: string;
    total?: number;
    net?: number;
    gross?: number;
  },
) {
  return db().certificate.create({
    data: {
      claimId: claim.id,
      contractId: claim.contractId,
      number: c.number,
      status: c.status,
      servedAt: c.servedAt ? new Date(c.servedAt) : null,
      totalIncludingGst: c.total === undefined ? null : BigInt(c.total),
      netThisCert: c.net === undefined ? null : BigInt(c.net),
      grossToDate: c.gross === undefined ? null : BigInt(c.gross),
    },
  });
}

export async function paymentOf(accountId: string, certId: string, amount: number, paidOn: string) {
  return db().payment.create({
    data: { accountId, certId, paidAmount: BigInt(amount), paidOn: day(paidOn) },
  });
}
