// PUT …/contract/{c}/retention (spec §3 Retention, §5 contract save). The form sends the text the
// user typed; this schema applies the §5 save rules: amounts typed in dollars become cents,
// percentages become basis points, dlpDays an integer, dates yyyy-MM-dd; for the contract type the
// first amount is left out, and only the scale type keeps its tiers.
import { z } from 'zod';
import { FULL_PERCENT } from '@/lib/domain/money';
import { parseMoney, parsePercent, type ParseResult } from '@/lib/domain/numbers-input';

export const RETENTION_TYPES = ['none', 'contract', 'fixed', 'scale'] as const;
export const RETENTION_TYPE_LABELS: Readonly<Record<(typeof RETENTION_TYPES)[number], string>> = {
  none: 'No retention',
  contract: 'A percentage, capped at a percentage of the contract value',
  fixed: 'A percentage, capped at a fixed amount',
  scale: 'A sliding scale (up to three further tiers)',
};

function typed(parse: (text: string) => ParseResult<number>) {
  return z
    .string()
    .max(40, 'This number is too long')
    .optional()
    .transform((text, ctx) => {
      if (!text?.trim()) return null;
      const result = parse(text);
      if (result.ok) return result.value;
      ctx.addIssue({ code: 'custom', message: result.error });
      return z.NEVER;
    });
}
const money = typed((text) => parseMoney(text));
const percent = typed((text) => parsePercent(text, { max: FULL_PERCENT }));

const ZDate = z
  .string()
  .trim()
  .optional()
  .transform((text, ctx) => {
    if (!text) return null;
    const date = new Date(`${text}T00:00:00Z`);
    if (/^\d{4}-\d{2}-\d{2}$/.test(text) && date.toISOString().startsWith(text)) return text;
    ctx.addIssue({ code: 'custom', message: 'Enter a date as yyyy-MM-dd' });
    return z.NEVER;
  });

const ZDlpDays = z
  .union([z.number(), z.string().trim()])
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === '') return null;
    const days = Number(value);
    if (Number.isInteger(days) && days >= 0 && days <= 3650 && /^\d+$/.test(String(value))) return days;
    ctx.addIssue({ code: 'custom', message: 'Enter a whole number of days up to 3,650' });
    return z.NEVER;
  });

const TIERS = ['firstnext', 'secondnext', 'thirdnext'] as const;

const shape = {
  retention_type: z.enum(RETENTION_TYPES, 'Choose a retention type'),
  firstpercent: percent,
  firstamount: money,
  firstnextpercent: percent,
  firstnextamount: money,
  secondnextpercent: percent,
  secondnextamount: money,
  thirdnextpercent: percent,
  thirdnextamount: money,
  excesspercent: percent,
  /** contract type: the cap as a percentage of the contract value. */
  maximum_percent: percent,
  /** scale type: the cap as an amount. */
  maximum_amount: money,
  pcd_percent: percent,
  pcd_date: ZDate,
  release_dlp_type: z.enum(['days', 'date'], 'Choose how the DLP ends').default('days'),
  dlppercent: percent,
  dlpdays: ZDlpDays,
  dlp_date: ZDate,
  retention_account: z
    .string()
    .trim()
    .max(200, 'The account is too long')
    .optional()
    .transform((v) => v || null),
};
type Parsed = z.output<z.ZodObject<typeof shape>>;

function check(v: Parsed, ctx: z.RefinementCtx) {
  const need = (field: keyof Parsed, message: string) => {
    if (v[field] === null || v[field] === 0) ctx.addIssue({ code: 'custom', path: [field], message });
  };
  if (v.retention_type === 'none') return;
  need('firstpercent', 'Enter the retention percentage');
  if (v.retention_type !== 'contract') need('firstamount', 'Enter the amount');
  if (v.retention_type === 'scale') {
    for (const tier of TIERS) {
      if ((v[`${tier}percent`] === null) !== (v[`${tier}amount`] === null)) {
        ctx.addIssue({
          code: 'custom',
          path: [`${tier}amount`],
          message: 'Enter both the percentage and the amount of this tier',
        });
      }
    }
  }
  if ((v.pcd_percent ?? 0) + (v.dlppercent ?? 0) > FULL_PERCENT) {
    ctx.addIssue({
      code: 'custom',
      path: ['dlppercent'],
      message: 'The releases at PCD and at the end of the DLP cannot add up to more than 100%',
    });
  }
  if (v.release_dlp_type === 'days' && v.dlpdays === null) {
    ctx.addIssue({ code: 'custom', path: ['dlpdays'], message: 'Enter the length of the DLP in days' });
  }
  if (v.release_dlp_type === 'date' && v.dlp_date === null) {
    ctx.addIssue({ code: 'custom', path: ['dlp_date'], message: 'Enter the date the DLP ends' });
  }
}

/** The RetentionRule columns and the contract's PCD / DLP dates, in stored units. */
function toStored(v: Parsed) {
  const scale = v.retention_type === 'scale';
  const tier = (t: (typeof TIERS)[number]) => (scale ? v[`${t}percent`] : null);
  const tierAmount = (t: (typeof TIERS)[number]) => (scale ? v[`${t}amount`] : null);
  return {
    rule: {
      type: v.retention_type,
      firstBps: v.firstpercent ?? 0,
      firstAmount: v.retention_type === 'contract' ? 0 : (v.firstamount ?? 0),
      firstNextBps: tier('firstnext'),
      firstNextAmount: tierAmount('firstnext'),
      secondNextBps: tier('secondnext'),
      secondNextAmount: tierAmount('secondnext'),
      thirdNextBps: tier('thirdnext'),
      thirdNextAmount: tierAmount('thirdnext'),
      excessBps: scale ? v.excesspercent : null,
      maximumBps: v.retention_type === 'contract' ? v.maximum_percent : null,
      maximumAmount: scale ? v.maximum_amount : null,
      pcdBps: v.pcd_percent ?? 0,
      releaseDlpType: v.release_dlp_type,
      dlpBps: v.dlppercent ?? 0,
      dlpDays: v.release_dlp_type === 'days' ? v.dlpdays : null,
      retentionAccount: v.retention_account,
    },
    pcdDate: v.pcd_date,
    dlpDate: v.release_dlp_type === 'date' ? v.dlp_date : null,
  };
}

export const ZRetention = z.object(shape).superRefine(check).transform(toStored);
export type TRetentionInput = z.input<typeof ZRetention>;
export type TRetention = z.output<typeof ZRetention>;
