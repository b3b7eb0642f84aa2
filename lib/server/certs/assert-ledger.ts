import 'server-only';
// A certificate for an earlier claim can add to what is already certified but not reduce it
// (lib/domain/ledger.ts): a draft started before a later claim's certificate was issued would
// otherwise schedule the same work twice, or take it back. Neither sent for approval nor issued
// until each such line is raised to the certified position (raise-cert-to-position.ts) or above.
// Nor does a certificate that would schedule a negative amount, unless it answers the latest claim
// and reduces lines on purpose, each with its reason (lib/domain/ledger.ts negativeScheduleRefusal).
import { AppError } from '@/lib/errors/app-error';
import { formatMoney } from '@/lib/domain/money-format';
import { negativeScheduleRefusal, type ReducedLine } from '@/lib/domain/ledger';
import { linesByItem } from '../ledger/certificate-ledger';
import { scheduledAmount, type CertFigures } from './cert-figures';
import { certName } from './load-cert';

export function belowPositionMessage(previous: NonNullable<CertFigures['ledger']['previous']>): string {
  return (
    `This certificate answers an earlier claim than ${previous.claim.name}, already certified in ` +
    `${certName(previous)}: it can add to what is certified but not reduce it. Raise the lines below ` +
    'to what is already certified, or make the reduction in the certificate for the latest claim.'
  );
}

/** The leaves certified below the previous certificate's value for them, by name. */
function reducedLines(figures: CertFigures): ReducedLine[] {
  const before = figures.ledger.previous ? linesByItem(figures.ledger.previous.lines) : new Map();
  return figures.rows.flatMap(({ claimed: { item, hasChildren }, certified, line }) =>
    !hasChildren && certified.values.toDate < (before.get(item.id) ?? 0)
      ? [
          {
            name: `${item.label ? `${item.label} ` : ''}${item.description}`,
            reasoned: !!line?.reason?.trim(),
          },
        ]
      : [],
  );
}

export function assertLedger(figures: CertFigures, currency: string): void {
  const { belowPosition, previous } = figures.ledger;
  const money = (cents: number) => formatMoney(cents, { currency });
  if (belowPosition.length === 0 || !previous) {
    const negative = negativeScheduleRefusal(
      {
        scheduled: scheduledAmount(figures.certified),
        earlier: figures.ledger.earlier,
        reduced: reducedLines(figures),
      },
      money,
    );
    if (negative) throw new AppError('invalid', [{ field: 'scheduled_amount', message: negative }]);
    return;
  }
  throw new AppError('invalid', [
    { field: 'lines', message: belowPositionMessage(previous) },
    ...belowPosition.map(
      ({
        row: {
          claimed: { item },
        },
        certified,
        alreadyCertified,
      }) => ({
        field: `items.${item.id}.cert_value`,
        message: `${item.label ? `${item.label} ` : ''}${item.description}: ${money(certified)} certified to date is below the ${money(alreadyCertified)} already certified.`,
      }),
    ),
  ]);
}
