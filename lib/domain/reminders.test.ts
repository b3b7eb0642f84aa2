// Which reminders are due at an instant (lib/domain/reminders.ts). Dates come from the one deadline
// engine; the law behind them is in /work/shared/domain/statutory-rules.md: NZ Construction
// Contracts Act 2002 s5 (working days, closed 24 December–5 January), s22(b)(ii) (20 working days),
// ss22–23 (the claimed amount a debt due; suspension after 5 working days' notice); HGCRA 1996 s110(1)(b) and the Scheme para
// 8(2) (final date 17 days after the due date); FIDIC Red Book 14.6 (28 calendar days).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, parseDate } from './calendars/dates';
import { claimDeadlines, type GoverningDeadline } from './claim-deadlines';
import { DEFAULT_PAYMENT_TERMS } from './due-dates';
import {
  MISSED_ALERT_WORKING_DAYS,
  REMINDER_LEAD_WORKING_DAYS,
  WATCH_STAGES,
  claimWatches,
  inClaimerSummary,
  nextClaimWatch,
  paymentDeadline,
  reminderDay,
  remindersDue,
  type Watch,
  type WatchKind,
} from './reminders';
import { JURISDICTIONS, workingDaysBetween, type Jurisdiction } from './working-days';

const deadline = (date: string, kind: GoverningDeadline['kind'] = 'payment_schedule'): GoverningDeadline => ({
  kind,
  date,
  applies: 'contract',
  source: 'Contract clause (payment terms)',
  consequence: '',
  estimated: false,
  contract_date: date,
  statutory_date: null,
});

const watch = (kind: WatchKind, date: string, over: Partial<Watch> = {}): Watch => ({
  kind,
  subject: 'claim-1',
  deadline: deadline(date),
  jurisdiction: 'NZ',
  timeZone: 'Pacific/Auckland',
  ...over,
});

const due = (w: Watch, at: string) =>
  remindersDue([w], new Date(at)).map((r) => [r.stage, r.workingDaysLeft] as const);

describe('reminderDay: 7 AM in the contract’s time zone starts the day', () => {
  it.each([
    // NZDT is UTC+13 in November 2026.
    ['2026-11-10T17:59:00Z', 'Pacific/Auckland', '2026-11-10'],
    ['2026-11-10T18:00:00Z', 'Pacific/Auckland', '2026-11-11'],
    ['2026-11-11T06:59:00Z', 'Europe/London', '2026-11-10'],
    ['2026-11-11T07:00:00Z', 'Europe/London', '2026-11-11'],
  ])('%s in %s → %s', (at, zone, day) => {
    expect(reminderDay(new Date(at), zone)).toBe(day);
  });
});

describe('remindersDue at an instant', () => {
  // The demo claim 2's payment schedule (SC-014-03, NZ): the 15th of November is a Sunday, so the
  // contract's date moves to Monday 16 November 2026. 3 working days before is Wednesday 11 November;
  // 5 working days after is Monday 23 November.
  const schedule = watch('schedule_to_give', '2026-11-16');
  it.each([
    ['Tue 10 Nov, 8 AM: 4 working days out, nothing yet', '2026-11-09T19:00:00Z', []],
    ['Wed 11 Nov, 6:59 AM: still the 10th', '2026-11-10T17:59:00Z', []],
    ['Wed 11 Nov, 7 AM: 3 working days before', '2026-11-10T18:00:00Z', [['before', 3]]],
    ['Sat 14 Nov: still before (1 working day left)', '2026-11-13T20:00:00Z', [['before', 1]]],
    ['Mon 16 Nov, 7 AM: on the day', '2026-11-15T18:00:00Z', [['today', 0]]],
    ['Tue 17 Nov: missed', '2026-11-16T18:00:00Z', [['missed', -1]]],
    ['Mon 23 Nov: missed, 5 working days late, still sent', '2026-11-22T18:00:00Z', [['missed', -5]]],
    ['Tue 24 Nov: too late for an alert (summaries carry it)', '2026-11-23T18:00:00Z', []],
  ] as const)('certifier: %s', (_case, at, expected) => {
    expect(due(schedule, at)).toEqual(expected);
  });

  it.each([
    ['before: the claimer is not told the payer has time left', '2026-11-10T18:00:00Z', []],
    ['on the day: not yet', '2026-11-15T18:00:00Z', []],
    ['the day after: missed (CCA ss22–24 now apply)', '2026-11-16T18:00:00Z', [['missed', -1]]],
  ] as const)('claimer, schedule owed: %s', (_case, at, expected) => {
    expect(due(watch('schedule_owed', '2026-11-16'), at)).toEqual(expected);
  });

  it.each([
    // Tuesday 24 November: 25, 26 and 27 November are the 3 working days left.
    ['3 working days before', '2026-11-23T18:00:00Z', [['before', 3]]],
    ['on the day', '2026-11-26T18:00:00Z', [['today', 0]]],
    ['the day after: no missed alert for a claim', '2026-11-27T18:00:00Z', []],
  ] as const)('claimer, next claim due Fri 27 Nov 2026: %s', (_case, at, expected) => {
    expect(due(watch('next_claim', '2026-11-27'), at)).toEqual(expected);
  });

  it('counts the lead time in working days over the NZ closedown (CCA s5)', () => {
    // Served Fri 27 Nov, no terms: 20 working days end on 7 January 2027 (claim-deadlines.test.ts).
    // 3 working days before is Tuesday 22 December, before the office closes — not 4 January.
    const overXmas = watch('schedule_to_give', '2027-01-07');
    expect(due(overXmas, '2026-12-20T18:00:00Z')).toEqual([]);
    expect(due(overXmas, '2026-12-21T18:00:00Z')).toEqual([['before', 3]]);
    expect(due(overXmas, '2027-01-03T18:00:00Z')).toEqual([['before', 2]]);
  });

  it('reminds on the day itself when a FIDIC deadline falls on a weekend (calendar days, 14.6)', () => {
    // Statement received Saturday 19 December 2026 + 28 days = Saturday 16 January 2027 (UAE, UTC+4).
    const { payment_schedule } = claimDeadlines({
      jurisdiction: 'AE',
      contractSetsTerms: false,
      claimTo: '2026-11-30',
      claimDue: '2026-11-27',
      certDue: '2026-12-15',
      paymentDue: '2026-12-21',
      servedOn: '2026-12-19',
    });
    expect(payment_schedule.date).toBe('2027-01-16');
    const ipc = watch('schedule_to_give', '2027-01-16', {
      deadline: payment_schedule,
      jurisdiction: 'AE',
      timeZone: 'Asia/Dubai',
    });
    expect(due(ipc, '2027-01-16T03:00:00Z')).toEqual([['today', 0]]);
  });
});

describe('what each side watches', () => {
  const nz = claimDeadlines({
    jurisdiction: 'NZ',
    contractSetsTerms: true,
    claimTo: '2026-10-31',
    claimDue: '2026-10-30',
    certDue: '2026-11-16',
    paymentDue: '2026-11-20',
    servedOn: '2026-10-30',
  });
  const calendar = { jurisdiction: 'NZ' as const, timeZone: 'Pacific/Auckland' };
  const kinds = (ws: Watch[]) => ws.map((w) => [w.kind, w.deadline.date]);

  it.each([
    ['certifier, claim unanswered', 'cert', 'issued', false, [['schedule_to_give', '2026-11-16']]],
    ['certifier, claim certified', 'cert', 'certified', false, []],
    [
      'claimer, claim unanswered',
      'claim',
      'issued',
      false,
      [
        ['schedule_owed', '2026-11-16'],
        ['payment_owed', '2026-11-20'],
      ],
    ],
    ['claimer, certified, not paid', 'claim', 'certified', false, [['payment_owed', '2026-11-20']]],
    ['claimer, certified and paid in full', 'claim', 'certified', true, []],
  ] as const)('%s', (_case, side, status, paidInFull, expected) => {
    expect(kinds(claimWatches({ id: 'c', status, deadlines: nz, paidInFull }, side, calendar))).toEqual(
      expected,
    );
  });

  it('in the UK the claimer is owed payment by the final date, not the due date (HGCRA s110(1)(b))', () => {
    // Due 10 December 2026; the Scheme's final date is 17 reckoning days later (para 8(2)), which
    // skip Christmas Day, Boxing Day (a Saturday, still a bank holiday under the Banking and
    // Financial Dealings Act 1971 Sch 1 para 1) and Monday 28 December, appointed beside it.
    const uk = claimDeadlines({
      jurisdiction: 'GB-ENG',
      contractSetsTerms: true,
      claimTo: '2026-11-30',
      claimDue: '2026-11-27',
      certDue: '2026-12-15',
      paymentDue: '2026-12-10',
      servedOn: '2026-12-01',
    });
    expect(paymentDeadline(uk)).toMatchObject({ kind: 'final_date', date: '2026-12-30' });
  });

  it('the next claim: the period after the last claim served, on the contract’s terms', () => {
    // §9 default terms: claim due 1 working day before the claim month ends → Friday 27 November.
    const contract = {
      id: 'k',
      jurisdiction: 'NZ' as const,
      timeZone: 'Pacific/Auckland',
      paymentTerms: DEFAULT_PAYMENT_TERMS,
      lastClaimedTo: '2026-10-31',
    };
    expect(nextClaimWatch(contract, '2026-11-20')).toMatchObject({
      subject: 'k:2026-11-30',
      claimTo: '2026-11-30',
      deadline: { kind: 'claim_due', date: '2026-11-27', source: 'Contract clause (payment terms)' },
    });
    // No payment terms: no date was agreed, so nothing to remind.
    expect(nextClaimWatch({ ...contract, paymentTerms: null }, '2026-11-20')).toBeNull();
  });
});

describe('properties', () => {
  const day = fc.integer({ min: parseDate('2026-01-01'), max: parseDate('2028-12-31') }).map(formatDate);
  const kind = fc.constantFrom<WatchKind>('next_claim', 'schedule_to_give', 'schedule_owed', 'payment_owed');
  const jurisdiction = fc.constantFrom<Jurisdiction>(...JURISDICTIONS);

  /** A worker polling every `step` hours from 20 days before the deadline to 20 days after. */
  function run(w: Watch, stepHours: number) {
    const start = Date.parse(`${w.deadline.date}T00:00:00Z`) - 20 * 864e5;
    const seen: { key: string; stage: string; day: string }[] = [];
    for (let t = start; t < start + 40 * 864e5; t += stepHours * 3_600_000) {
      const now = new Date(t);
      for (const r of remindersDue([w], now))
        seen.push({ key: r.key, stage: r.stage, day: reminderDay(now, w.timeZone) });
    }
    return seen;
  }

  it('nothing is due before its lead time, on any other day than the deadline, or long after', () => {
    fc.assert(
      fc.property(kind, day, jurisdiction, fc.integer({ min: 5, max: 30 }), (k, date, j, step) => {
        const w = watch(k, date, { jurisdiction: j, timeZone: 'UTC' });
        for (const r of run(w, step)) {
          const left = workingDaysBetween(r.day, date, j);
          if (r.stage === 'before') expect(r.day < date && left <= REMINDER_LEAD_WORKING_DAYS).toBe(true);
          if (r.stage === 'today') expect(r.day).toBe(date);
          if (r.stage === 'missed') expect(r.day > date && -left <= MISSED_ALERT_WORKING_DAYS).toBe(true);
          expect(WATCH_STAGES[k]).toContain(r.stage);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('a daily worker meets every stage of a watch under one key each, never two keys for one stage', () => {
    fc.assert(
      fc.property(kind, day, jurisdiction, (k, date, j) => {
        const w = watch(k, date, { jurisdiction: j, timeZone: 'UTC' });
        const seen = run(w, 24);
        const keysByStage = new Map<string, Set<string>>();
        for (const r of seen) keysByStage.set(r.stage, (keysByStage.get(r.stage) ?? new Set()).add(r.key));
        expect([...keysByStage.keys()].sort()).toEqual([...WATCH_STAGES[k]].sort());
        for (const keys of keysByStage.values()) expect(keys.size).toBe(1);
        // One instant never gives the same key twice.
        expect(
          new Set(remindersDue([w, w], new Date(`${date}T12:00:00Z`)).map((r) => r.key)).size,
        ).toBeLessThanOrEqual(1);
      }),
      { numRuns: 60 },
    );
  });
});

describe('the claimer’s side of the summaries', () => {
  it.each([
    ['next claim in 7 days', 'next_claim', '2026-11-27', true],
    ['next claim in 8 days', 'next_claim', '2026-11-28', false],
    ['next claim overdue', 'next_claim', '2026-11-10', true],
    ['schedule owed, not yet due', 'schedule_owed', '2026-11-23', false],
    ['schedule owed, due today: not overdue yet', 'schedule_owed', '2026-11-20', false],
    ['schedule owed, overdue', 'schedule_owed', '2026-11-19', true],
    ['payment owed, 60 days overdue', 'payment_owed', '2026-09-21', true],
    ['payment owed, 61 days overdue: dropped', 'payment_owed', '2026-09-20', false],
    ['the certifier’s watch is not the claimer’s', 'schedule_to_give', '2026-11-19', false],
  ] as const)('on Friday 20 November 2026: %s', (_case, kind, date, expected) => {
    expect(inClaimerSummary(watch(kind, date), '2026-11-20')).toBe(expected);
  });
});
