import 'server-only';
// The claim's schedule of work (CCA s20(2)(e): how the claimed amount was calculated): each item's
// quantity and rate, contract value, previous, this claim and to date, with section subtotals.
import type { ClaimPdfInput, ClaimPdfRow } from './claim-pdf-types';
import type { Doc } from './document';
import { drawScheduleTable, type ScheduleLayout } from './schedule-table';

type Figures = Pick<ClaimPdfRow, 'contractValue' | 'previous' | 'thisClaim' | 'toDate'>;

const LAYOUT: ScheduleLayout<Figures> = {
  heading: 'Schedule of work',
  columns: [
    { title: 'Contract value', cents: (f) => f.contractValue },
    { title: 'Previous', cents: (f) => f.previous },
    { title: 'This claim', cents: (f) => f.thisClaim },
    { title: 'To date', cents: (f) => f.toDate },
  ],
};

export function drawSchedule(doc: Doc, input: ClaimPdfInput): void {
  drawScheduleTable(doc, LAYOUT, input, (bucket) => {
    const a = input.totals.schedule.totals[bucket];
    return { contractValue: a.total, previous: a.previous, thisClaim: a.thisPeriod, toDate: a.toDate };
  });
}
