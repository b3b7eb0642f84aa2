import 'server-only';
// What the caller's account has recorded as paid against each certificate, in one grouped query.
// Each party keeps its own payment records (the payer what it paid, the payee what it received);
// neither sees the other's.
import { db } from '@/lib/db/client';
import type { Prisma } from '@/lib/db/generated/client';
import type { Actor } from '../session/resolve-actor';
import { num } from '../line-item-rows/to-domain';

export async function paidByCert(
  actor: Actor,
  certificate: Prisma.CertificateWhereInput,
): Promise<Map<string, number>> {
  const sums = await db().payment.groupBy({
    by: ['certId'],
    where: { accountId: actor.accountId, certificate },
    _sum: { paidAmount: true },
  });
  return new Map(sums.map((s) => [s.certId, num(s._sum.paidAmount)]));
}
