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

// Months counted from year 0, so that they add and compare as numbers: the dashboard steps through
// months for every figure of every page, and a luxon DateTime for each step was a tenth of its work.
function monthIndex(month: string): number {
  if (!isMonth(month)) throw new RangeError(`Not a month: ${month}`);
  return Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
}

const monthAt = (index: number): string =>
  `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;

/** The first and last day of a month. */
export function monthRange(month: string): { from: string; to: string } {
  const index = monthIndex(month);
  // Day 0 of the next month is this month's last.
  const last = new Date(Date.UTC(Math.floor(index / 12), (index % 12) + 1, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** Every month from `from` to `to`, both included, oldest first (empty when `to` is before `from`). */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  const end = monthIndex(to);
  for (let m = monthIndex(from); m <= end; m++) months.push(monthAt(m));
  return months;
}

/** The `count` months that end with `month`, oldest first. */
export function monthsEnding(month: string, count: number): string[] {
  return monthsBetween(monthAt(monthIndex(month) - count + 1), month);
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
