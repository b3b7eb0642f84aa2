/**
 * Retention: how much of each claim the payer holds back as security for defects, and when it
 * comes back (spec §3 Retention fields, §4 retention options, statutory-rules.md "Practice").
 * All figures are to date; this claim's figure = to date − the previous claim's (or cert's).
 *
 * Retention is taken on the retainable value to date: the counting items without exclude_retention
 * (see line-items.ts). A negative retainable value retains nothing.
 *
 * contract (option of_the_contract_value): firstpercent of the retainable value, capped at
 *   `maximum` percent of the contract value.
 *   e.g. 10% retention, max 5% of a $1,000,000 contract, $400,000 retainable:
 *   10% × 400,000 = 40,000 < cap 50,000 → $40,000; at $700,000 retainable 70,000 → cap $50,000.
 * fixed (of_the_fixed): firstpercent of the retainable value, capped at the fixed sum firstamount.
 *   e.g. 5% up to $25,000: $300,000 retainable → $15,000; $600,000 → 30,000 → cap $25,000.
 * scale (of_the_first): firstpercent of the first firstamount, then firstnextpercent of the next
 *   firstnextamount, then the second and third "next" tiers (§9: up to three), then excesspercent
 *   of everything beyond, capped at `maximum` (an amount for this type).
 *   e.g. NZS 3910 default — 10% of the first $200,000, 5% of the next $800,000, 1.75% beyond,
 *   max $200,000: $1,500,000 → 20,000 + 40,000 + 8,750 = $68,750. The stored `excessamount` is
 *   not read: the excess starts where the tiers end.
 *
 * A cap that is null or not above 0 means "no maximum": a zero cap would retain nothing, which is
 * what retention type `none` is for.
 *
 * Releases: once `asOf` reaches the practical completion date (pcd_date), pcd_percent of the
 * retention to date is released; once it reaches the end of the defects liability period (dlp_date,
 * or dlpdays calendar days after PCD), dlppercent more. Both percentages are of the retention to
 * date, and together they never release more than was retained.
 *   e.g. $68,750 retained, 50% at PCD, 50% at DLP end: after PCD $34,375 released and $34,375 held;
 *   after DLP end $68,750 released and $0 held.
 */
import { DateTime } from 'luxon';
import { clamp, percentOf, subtract, sum, sumPercents, type Bps, type Cents } from './money';

export type RetentionType = 'none' | 'contract' | 'fixed' | 'scale';
export type ReleaseDlpType = 'days' | 'date';

/** The contract's retention fields (§3), in library units: percents in bps, amounts in cents. */
export interface RetentionSettings {
  type: RetentionType;
  firstBps: Bps;
  /** scale: the first tier's size; fixed: the cap. */
  firstAmount: Cents;
  firstNextBps: Bps;
  firstNextAmount: Cents;
  secondNextBps: Bps;
  secondNextAmount: Cents;
  thirdNextBps: Bps;
  thirdNextAmount: Cents;
  excessBps: Bps;
  /** contract: bps of the contract value; scale: cents; fixed: not read. */
  maximum: number | null;
  pcdBps: Bps;
  pcdDate: string | null;
  releaseDlpType: ReleaseDlpType;
  dlpBps: Bps;
  dlpDays: number;
  dlpDate: string | null;
}

export interface PreviousRetention {
  retained: Cents;
  /** retention_pcrr: released at practical completion, as of the previous claim. */
  pcdReleased: Cents;
  /** retention_dlrr: released at the end of the DLP, as of the previous claim. */
  dlpReleased: Cents;
}

export interface RetentionInput {
  settings: RetentionSettings;
  retainableToDate: Cents;
  contractValue: Cents;
  /** The claim's date, 'yyyy-MM-dd'. */
  asOf: string;
  previous: PreviousRetention;
}

export interface RetentionPosition {
  cap: Cents | null;
  retainedToDate: Cents;
  retainedThisClaim: Cents;
  pcdReleaseToDate: Cents;
  dlpReleaseToDate: Cents;
  releasedToDate: Cents;
  pcdReleaseThisClaim: Cents;
  dlpReleaseThisClaim: Cents;
  releasedThisClaim: Cents;
  /** Retained and not yet released: the money the payer holds on trust (CCA Part 2A). */
  heldToDate: Cents;
}

/** The cap as configured for the type, before "not above 0 means none". */
function configuredCap(settings: RetentionSettings, contractValue: Cents): Cents | null {
  switch (settings.type) {
    case 'contract':
      return settings.maximum === null ? null : percentOf(Math.max(contractValue, 0), settings.maximum);
    case 'fixed':
      return settings.firstAmount;
    case 'scale':
      return settings.maximum;
    case 'none':
      return null;
  }
}

/** The most that may be retained, or null when uncapped. */
export function retentionCap(settings: RetentionSettings, contractValue: Cents): Cents | null {
  const cap = configuredCap(settings, contractValue);
  return cap !== null && cap > 0 ? cap : null;
}

/** The scale's tiered retention, before the cap, rounded once. */
export function scaleRetention(settings: RetentionSettings, retainable: Cents): Cents {
  const tiers = [
    { size: settings.firstAmount, bps: settings.firstBps },
    { size: settings.firstNextAmount, bps: settings.firstNextBps },
    { size: settings.secondNextAmount, bps: settings.secondNextBps },
    { size: settings.thirdNextAmount, bps: settings.thirdNextBps },
  ];
  let rest = retainable;
  const parts = tiers.map(({ size, bps }) => {
    const amount = clamp(rest, 0, size);
    rest -= amount;
    return { amount, bps };
  });
  return sumPercents([...parts, { amount: rest, bps: settings.excessBps }]);
}

/** Retention to date on the retainable value to date (never negative, never above the cap). */
export function retentionToDate(settings: RetentionSettings, retainable: Cents, contractValue: Cents): Cents {
  if (settings.type === 'none') return 0;
  const base = Math.max(retainable, 0);
  const uncapped =
    settings.type === 'scale' ? scaleRetention(settings, base) : percentOf(base, settings.firstBps);
  const cap = retentionCap(settings, contractValue);
  return Math.max(cap === null ? uncapped : Math.min(uncapped, cap), 0);
}

/** The last day of the defects liability period, 'yyyy-MM-dd', or null while it is unknown. */
export function dlpEndDate(settings: RetentionSettings): string | null {
  if (settings.releaseDlpType === 'date') return settings.dlpDate;
  if (settings.pcdDate === null) return null;
  const pcd = DateTime.fromISO(settings.pcdDate, { zone: 'utc' });
  if (!pcd.isValid) throw new RangeError(`Invalid PCD date ${settings.pcdDate}`);
  return pcd.plus({ days: settings.dlpDays }).toISODate();
}

/** 'yyyy-MM-dd' strings order like the dates they name. */
function reached(asOf: string, date: string | null): boolean {
  return date !== null && asOf >= date;
}

export function computeRetention(input: RetentionInput): RetentionPosition {
  const { settings, asOf, previous } = input;
  const retained = retentionToDate(settings, input.retainableToDate, input.contractValue);
  const pcdShare = reached(asOf, settings.pcdDate) ? settings.pcdBps : 0;
  const dlpShare = reached(asOf, dlpEndDate(settings)) ? settings.dlpBps : 0;
  const pcdRelease = clamp(percentOf(retained, pcdShare), 0, retained);
  // Releasing the two shares together, then subtracting, stops two half-cent round-ups from
  // releasing a cent more than was retained (50% + 50% of 101 cents is 101, not 51 + 51).
  const released = clamp(percentOf(retained, pcdShare + dlpShare), pcdRelease, retained);
  const dlpRelease = subtract(released, pcdRelease);
  return {
    cap: retentionCap(settings, input.contractValue),
    retainedToDate: retained,
    retainedThisClaim: subtract(retained, previous.retained),
    pcdReleaseToDate: pcdRelease,
    dlpReleaseToDate: dlpRelease,
    releasedToDate: released,
    pcdReleaseThisClaim: subtract(pcdRelease, previous.pcdReleased),
    dlpReleaseThisClaim: subtract(dlpRelease, previous.dlpReleased),
    releasedThisClaim: subtract(released, sum([previous.pcdReleased, previous.dlpReleased])),
    heldToDate: subtract(retained, released),
  };
}
