import 'server-only';
// create_claim_payment: record a payment against an issued certificate, with its remittance advice
// if given. Either party records in its own books — the payer what it paid, the payee what it
// received — and sees only its own records. The certificate's row is locked while the payment is
// added, so two payments at once cannot together pass its certified amount (total incl. GST).
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import { countryInfo } from '@/lib/domain/countries';
import { add } from '@/lib/domain/money';
import { formatMoney } from '@/lib/domain/money-format';
import type { TPaymentData } from '@/lib/schemas/certs';
import type { Actor } from '../session/resolve-actor';
import { storeUpload, type StoredUpload } from '../attachments/store-upload';
import { dayIn } from '@/lib/domain/zoned-dates';
import { dbDate } from '@/lib/domain/date-columns';
import { type ContractRef } from '../contracts/load-contract';
import { loadContract } from '../contracts/load-contract';
import { recordHistory } from '../history';
import { num } from '../line-item-rows/to-domain';
import { PAYMENT_INCLUDE, paymentJson } from './payment-json';
import { certName } from '../certs/load-cert';
import { notifyPaymentRecorded } from '../notices/document-notifications';
import { enqueueIntegrationEvent } from '../integrations/enqueue';
import { paymentRecordedData } from '../integrations/event-payloads';
import { projectName } from '../integrations/project-name';

export type PaymentCertRef = ContractRef & { certId: string };

/** An issued certificate of a contract the caller's account is on (either side), through the contract. */
export async function loadPaidCert(actor: Actor, ref: PaymentCertRef, action: 'view' | 'claim_or_cert') {
  const loaded = await loadContract(actor, ref.contractId, { projectId: ref.projectId, action });
  const cert = await db().certificate.findFirst({
    where: { id: ref.certId, contractId: ref.contractId, status: 'issued' },
    select: {
      id: true,
      claimId: true,
      totalIncludingGst: true,
      number: true,
      certificateRef: true,
      term: true,
    },
  });
  if (!cert) throw new AppError('not_found');
  return { ...loaded, cert };
}

export async function recordPayment(
  actor: Actor,
  ref: PaymentCertRef,
  data: TPaymentData,
  file: File | null,
) {
  const { cert, contract, projectId } = await loadPaidCert(actor, ref, 'claim_or_cert');
  if (data.paid_on > dayIn(new Date(), contract.timeZone)) {
    throw new AppError('invalid', [
      { field: 'data.paid_on', message: 'Enter a payment date that is not in the future.' },
    ]);
  }
  const certified = num(cert.totalIncludingGst);
  const money = (cents: number) => formatMoney(cents, { currency: countryInfo(contract.country).currency });
  const write = (remittance: StoredUpload | null) =>
    db().$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM certificates WHERE id = ${cert.id}::uuid FOR UPDATE`;
      const before = await tx.payment.aggregate({
        where: { certId: cert.id, accountId: actor.accountId },
        _sum: { paidAmount: true },
      });
      const total = add(num(before._sum.paidAmount), data.paid_amount);
      if (total > certified) {
        throw new AppError('invalid', [
          {
            field: 'data.paid_amount',
            message: `The payments recorded against this certificate would come to ${money(total)}, more than its certified amount of ${money(certified)}.`,
          },
        ]);
      }
      const payment = await tx.payment.create({
        data: {
          accountId: actor.accountId,
          certId: cert.id,
          paidAmount: BigInt(data.paid_amount),
          paidOn: dbDate(data.paid_on),
          recordedById: actor.userId,
          ...(remittance ? { attachments: { create: { ...remittance, contractId: contract.id } } } : {}),
        },
        include: PAYMENT_INCLUDE,
      });
      await recordHistory(
        tx,
        actor,
        'payment.recorded',
        { projectId, contractId: contract.id, claimId: cert.claimId, certId: cert.id },
        { paid_amount: data.paid_amount, paid_on: data.paid_on, remittance: file?.name ?? null },
      );
      await notifyPaymentRecorded(tx, actor, {
        contract,
        projectId,
        claimId: cert.claimId,
        cert: { name: certName(cert) },
        amount: money(data.paid_amount),
      });
      await enqueueIntegrationEvent(tx, {
        accountId: actor.accountId,
        contractId: contract.id,
        documentKind: 'payment',
        documentId: payment.id,
        event: 'payment.recorded',
        data: paymentRecordedData(
          { contract, projectId, projectName: await projectName(tx, projectId) },
          { id: cert.id, name: certName(cert), claimId: cert.claimId },
          { id: payment.id, paidAmount: data.paid_amount, paidOn: data.paid_on },
        ),
      });
      return paymentJson(payment);
    });
  return file
    ? storeUpload(actor, file, { area: 'payment-remittances', fallbackName: 'remittance' }, write)
    : write(null);
}
