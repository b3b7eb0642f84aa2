import 'server-only';
// A payment schedule must give the reason for every difference from the claim (CCA s21(3); the
// AU Acts and the UK's "basis on which the sum is calculated" likewise), so a certificate with a
// difference and no reason is neither sent for approval nor issued. The refusal lists the items.
import { AppError } from '@/lib/errors/app-error';
import type { CertFigures } from './cert-figures';

export const REASON_REQUIRED = 'A reason is required for every item certified differently from the claim.';

export function assertReasons(figures: CertFigures): void {
  if (figures.missingReasons.length === 0) return;
  throw new AppError('invalid', [
    { field: 'lines', message: REASON_REQUIRED },
    ...figures.missingReasons.map(({ claimed: { item } }) => ({
      field: `items.${item.id}.cert_reason`,
      message: `${item.label ? `${item.label} ` : ''}${item.description}: enter the reason it is certified differently from the claim.`,
    })),
  ]);
}
