// Which line of a trust account's bank statement is which deposit of its contracts' retention
// ledgers (issue 31): a line paid in matches a deposit not yet matched of the same amount, booked
// within MATCH_DAYS days of the deposit's day, and — when the deposit has a reference and the line a
// description — whose description contains the reference (letters and digits only, any case, so
// "DEP-2" finds "dep 2"). Lines are taken in their order (the caller's: oldest first), each the
// closest deposit by day, the earlier on a tie; a line or a deposit is matched at most once.
import type { Cents } from './money';

export const MATCH_DAYS = 3;
const DAY_MS = 86_400_000;

export interface MatchableLine {
  id: string;
  on: string;
  amount: Cents;
  description: string;
}

export interface MatchableDeposit {
  id: string;
  on: string;
  amount: Cents;
  reference: string | null;
}

export interface BankMatch {
  lineId: string;
  entryId: string;
}

const plain = (text: string) => text.toUpperCase().replace(/[^0-9A-Z]/g, '');
const daysApart = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / DAY_MS;

export function matchBankLines(
  lines: readonly MatchableLine[],
  deposits: readonly MatchableDeposit[],
): BankMatch[] {
  const open = [...deposits];
  const matches: BankMatch[] = [];
  for (const line of lines) {
    if (line.amount <= 0) continue;
    let best = -1;
    for (const [i, d] of open.entries()) {
      if (d.amount !== line.amount || daysApart(d.on, line.on) > MATCH_DAYS) continue;
      const reference = plain(d.reference ?? '');
      const description = plain(line.description);
      if (reference !== '' && description !== '' && !description.includes(reference)) continue;
      const chosen = open[best];
      if (
        !chosen ||
        daysApart(d.on, line.on) < daysApart(chosen.on, line.on) ||
        (daysApart(d.on, line.on) === daysApart(chosen.on, line.on) && d.on < chosen.on)
      )
        best = i;
    }
    if (best === -1) continue;
    matches.push({ lineId: line.id, entryId: open[best]!.id });
    open.splice(best, 1);
  }
  return matches;
}
