// One line above a schedule when a decision on it is another party's, or is recorded for it
// (lib/domain/contract-decisions): the controls it concerns are hidden, so the page says why.
import type { ScheduleList } from '@/lib/schemas/line-items';

export function ScheduleNotes({ list }: { list: ScheduleList }) {
  const decision = list.variation_decision;
  let note = list.locked_reason;
  if (list.can_edit && decision && !decision.allowed) {
    note = `${decision.owner_name}, the payer, approves or rejects these variations on its side of this shared contract.`;
  } else if (list.can_edit && decision?.records_for) {
    note = `${decision.owner_name} is not on ClaimCert: when it approves or rejects a variation, record its decision here.`;
  }
  return note ? <p className="hint">{note}</p> : null;
}
