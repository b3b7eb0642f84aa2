import 'server-only';
// Payment history: the payments the caller's account recorded on one contract, or against one of
// its issued certificates, newest first, each with its remittance file. Another account's records
// are never read.
import { db } from '@/lib/db/client';
import type { Actor } from '../session/resolve-actor';
import { readAttachment } from '../attachments/read-attachment';
import { type ContractRef } from '../contracts/load-contract';
import { loadContract } from '../contracts/load-contract';
import { sum } from '@/lib/domain/money';
import { PAYMENT_INCLUDE, paymentJson } from './payment-json';
import { loadPaidCert, type PaymentCertRef } from './record-payment';

function listWhere(actor: Actor, where: { contractId: string; certId?: string }) {
  return db().payment.findMany({
    where: {
      accountId: actor.accountId,
      certificate: { contractId: where.contractId },
      ...(where.certId ? { certId: where.certId } : {}),
    },
    orderBy: [{ paidOn: 'desc' }, { createdAt: 'desc' }],
    include: PAYMENT_INCLUDE,
  });
}

function answer(rows: Awaited<ReturnType<typeof listWhere>>) {
  const payments = rows.map(paymentJson);
  return { payments, paid_to_date: sum(payments.map((p) => p.paid_amount)) };
}

export async function listContractPayments(actor: Actor, ref: ContractRef) {
  await loadContract(actor, ref.contractId, { projectId: ref.projectId });
  return answer(await listWhere(actor, { contractId: ref.contractId }));
}

export async function listCertPayments(actor: Actor, ref: PaymentCertRef) {
  const { cert } = await loadPaidCert(actor, ref, 'view');
  return answer(await listWhere(actor, { contractId: ref.contractId, certId: cert.id }));
}

/** The remittance advice of one of the caller's own payments, reached through its certificate. */
export async function downloadRemittance(actor: Actor, ref: PaymentCertRef & { paymentId: string }) {
  const { cert } = await loadPaidCert(actor, ref, 'view');
  const file = await readAttachment({
    paymentId: ref.paymentId,
    accountId: actor.accountId,
    payment: { certId: cert.id },
  });
  return { fileName: file.fileName, contentType: file.fileType, bytes: file.bytes };
}
