import { toInputString } from '@/lib/domain/money-format';
import type { TRetentionInput } from '@/lib/schemas/contracts-retention';
import type { ContractView } from '@/lib/server/contracts/contract-view';

const text = (value: number | null | undefined) => (value == null ? '' : toInputString(value));

/**
 * The retention form's starting text: the stored cents and basis points written the way the
 * parsers read them back ('25,000.00', '5.00'), or the usual 50/50 release when there is none yet.
 */
export function retentionDefaults(
  retention: ContractView['retention'],
  dates: { pcd_date: string | null; dlp_date: string | null },
): TRetentionInput {
  const r = retention;
  return {
    retention_type: r?.retention_type ?? 'none',
    firstpercent: text(r?.firstpercent),
    firstamount: r?.retention_type === 'contract' ? '' : text(r?.firstamount),
    firstnextpercent: text(r?.firstnextpercent),
    firstnextamount: text(r?.firstnextamount),
    secondnextpercent: text(r?.secondnextpercent),
    secondnextamount: text(r?.secondnextamount),
    thirdnextpercent: text(r?.thirdnextpercent),
    thirdnextamount: text(r?.thirdnextamount),
    excesspercent: text(r?.excesspercent),
    maximum_percent: text(r?.maximum_percent),
    maximum_amount: text(r?.maximum_amount),
    pcd_percent: text(r?.pcd_percent ?? 5000),
    pcd_date: dates.pcd_date ?? '',
    release_dlp_type: r?.release_dlp_type ?? 'days',
    dlppercent: text(r?.dlppercent ?? 5000),
    dlpdays: r?.dlpdays == null ? '' : String(r.dlpdays),
    dlp_date: dates.dlp_date ?? '',
    retention_account: r?.retention_account ?? '',
  };
}
