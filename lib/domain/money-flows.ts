/**
 * The dashboard's money flows (spec §2 dashboard summaries and chart): what was claimed, certified
 * and paid, by month, from amounts the documents already carry. Nothing here values work: a claim
 * counts with the total it was issued with (incl. GST, or its net ex GST), a certificate with the
 * total it scheduled, a payment with the amount recorded. Because certificates are cumulative and
 * each schedules only the difference from the certificate issued before it (lib/domain/ledger.ts),
 * the sum of what they schedule is the contract's net certified to date, so monthly figures and
 * running totals agree with the contract's own pages.
 *
 * Months are 'yyyy-MM' in the account's calendar; days are 'yyyy-MM-dd'.
 */
import { DateTime } from 'luxon';
import { sum, subtract, type Cents } from './money';

export const MONEY_FLOWS = ['claimed', 'certified', 'paid'] as const;
export type MoneyFlow = (typeof MONEY_FLOWS)[number];

/** One amount on the day it happened: a claim served, a certificate issued, a payment made. */
export interface FlowEntry {
  day: string;
  flow: MoneyFlow;
  amount: Cents;
}

export type FlowTotals = Record<MoneyFlow, Cents>;

export interface MonthFlows extends FlowTotals {
  month: string;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const isMonth = (value: string): boolean => MONTH.test(value);

/** The month a day falls in. */
export const monthOf = (day: string): string => day.slice(0, 7);

function monthStart(month: string): DateTime {
  if (!isMonth(month)) throw new RangeError(`Not a month: ${month}`);
  return DateTime.fromISO(`${month}-01`, { zone: 'UTC' });
}

/** The first and last day of a month. */
export function monthRange(month: string): { from: string; to: string } {
  const start = monthStart(month);
  return { from: start.toISODate()!, to: start.endOf('month').toISODate()! };
}

/** Every month from `from` to `to`, both included, oldest first (empty when `to` is before `from`). */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  const end = monthStart(to);
  for (let m = monthStart(from); m <= end; m = m.plus({ months: 1 })) months.push(m.toFormat('yyyy-MM'));
  return months;
}

/** The `count` months that end with `month`, oldest first. */
export function monthsEnding(month: string, count: number): string[] {
  const from = monthStart(month).minus({ months: count - 1 });
  return monthsBetween(from.toFormat('yyyy-MM'), month);
}

const ZERO: FlowTotals = { claimed: 0, certified: 0, paid: 0 };

/** The totals of the entries whose day is in [from, to] (inclusive). */
export function flowTotals(
  entries: readonly FlowEntry[],
  range: { from: string; to: string } = { from: '0000-01-01', to: '9999-12-31' },
): FlowTotals {
  const totals = { ...ZERO };
  for (const flow of MONEY_FLOWS) {
    totals[flow] = sum(
      entries.filter((e) => e.flow === flow && e.day >= range.from && e.day <= range.to).map((e) => e.amount),
    );
  }
  return totals;
}

/** Each month's totals; entries outside the months are left out. */
export function monthlyFlows(entries: readonly FlowEntry[], months: readonly string[]): MonthFlows[] {
  return months.map((month) => ({ month, ...flowTotals(entries, monthRange(month)) }));
}

/** Running totals: each month carries everything up to and including it, from `opening` on. */
export function cumulativeFlows(rows: readonly MonthFlows[], opening: FlowTotals = ZERO): MonthFlows[] {
  let running = { ...opening };
  return rows.map((row) => {
    running = {
      claimed: sum([running.claimed, row.claimed]),
      certified: sum([running.certified, row.certified]),
      paid: sum([running.paid, row.paid]),
    };
    return { month: row.month, ...running };
  });
}

/**
 * A contract's cumulative flows from the month of its first entry to `lastMonth` (the current
 * month): the contract page's chart. No entries: no months.
 */
export function contractCumulative(entries: readonly FlowEntry[], lastMonth: string): MonthFlows[] {
  if (entries.length === 0) return [];
  const first = entries.reduce((min, e) => (e.day < min ? e.day : min), entries[0]!.day);
  const from = monthOf(first) < lastMonth ? monthOf(first) : lastMonth;
  return cumulativeFlows(monthlyFlows(entries, monthsBetween(from, lastMonth)));
}

/** Certified but not paid yet: owed to a claimer, owed by a certifier (negative when overpaid). */
export const unpaid = (t: FlowTotals): Cents => subtract(t.certified, t.paid);

/** 'Mar 2026': a month as the chart and its table name it. */
export const monthLabel = (month: string): string => monthStart(month).toFormat('LLL yyyy');
