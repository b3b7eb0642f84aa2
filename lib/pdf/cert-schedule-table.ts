import 'server-only';
// The schedule of work as certified: each item's quantity and rate, contract value, what was
// claimed to date, what was certified before, this certificate and certified to date, with section
// subtotals. Five money columns, so it is set a little tighter than the claim's (schedule-table.ts).
import type { CertPdfInput, CertPdfRow } from './cert-pdf-types';
import type { Doc } from './document';
import { drawScheduleTable, type ScheduleLayout } from './schedule-table';

type Figures = Pick<
  CertPdfRow,
  'contractValue' | 'claimedToDate' | 'previousCertified' | 'thisCert' | 'certifiedToDate'
>;

const LAYOUT: ScheduleLayout<Figures> = {
  heading: 'Schedule of work as certified',
  columns: [
    { title: 'Contract value', cents: (f) => f.contractValue },
    { title: 'Claimed to date', cents: (f) => f.claimedToDate },
    { title: 'Previously certified', cents: (f) => f.previousCertified },
    { title: 'This certificate', cents: (f) => f.thisCert },
    { title: 'Certified to date', cents: (f) => f.certifiedToDate },
  ],
};

export function drawCertSchedule(doc: Doc, input: CertPdfInput): void {
  drawScheduleTable(doc, LAYOUT, input, (bucket) => {
    const cert = input.totals.schedule.totals[bucket];
    return {
      contractValue: cert.total,
      claimedToDate: input.claimedTotals.schedule.totals[bucket].toDate,
      previousCertified: cert.previous,
      thisCert: cert.thisPeriod,
      certifiedToDate: cert.toDate,
    };
  });
}
