// When retention money held on trust may be used to remedy the payee's defects. CCA 2002 s18D:
// only after party A has given party B at least 10 working days' written notice of its intention
// (working days as s5: no weekend, no public holiday, nor 24 December – 5 January). A period of
// notice is counted after the day it is given (Interpretation Act 2019 s54: a period after a day
// does not include that day), so the 10 working days are the 10 that follow the notice and the
// money may be used from the day after the tenth. A decision stated in the README: the Act does not
// name the first day of use, and this is the reading that never lets a use come a day early.
import { DateTime } from 'luxon';
import { addWorkingDays, type Jurisdiction } from './working-days';

export const USE_NOTICE_WORKING_DAYS = 10;

/** The first day money noticed on `givenOn` may be used, on the contract's calendar. */
export function usableFrom(givenOn: string, jurisdiction: Jurisdiction): string {
  const tenth = addWorkingDays(givenOn, USE_NOTICE_WORKING_DAYS, jurisdiction);
  return DateTime.fromISO(tenth).plus({ days: 1 }).toISODate()!;
}
