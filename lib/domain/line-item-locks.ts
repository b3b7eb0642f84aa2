/**
 * Which line-item controls are open, as pure predicates (spec §4 "Line item approval status"):
 *
 * - Provisional items: when approved or rejected they can have children added or be deleted; when
 *   rejected they can be edited. So a provisional item only locks its own edit, and only once
 *   approved. It can be converted to a fixed value, irreversibly.
 * - Non-provisional items are locked from edit, add-child and delete when their status is anything
 *   other than empty or pending, and also when they or their parent have a non-zero certified-to-date
 *   amount (in the contexts that check this — {@link LockContext}).
 * - Multi-variation parents and items with children have no approve or reject controls.
 */
import type { Approval, LineItemKind, Schedule, VariationType } from './line-items';
import type { Cents } from './money';

export interface LockSubject {
  kind: LineItemKind;
  isProvisional: boolean;
  approval: Approval;
  variationType?: VariationType;
  isRoot: boolean;
  hasChildren: boolean;
  certifiedToDate: Cents;
  /** The parent's certified to date; 0 for a root. */
  parentCertifiedToDate: Cents;
}

export interface LockContext {
  /** Whether this screen applies the certified-to-date lock (§4); fails closed when omitted. */
  checkCertified?: boolean;
}

/** Builds the subject for item `id` from a valued schedule (certified amounts are rolled up there). */
export function lockSubjectFor(schedule: Schedule, id: string): LockSubject {
  const node = schedule.tree.byId.get(id);
  if (!node) throw new Error(`Unknown line item ${id}`);
  const certified = (itemId: string) => schedule.values.get(itemId)?.certifiedToDate ?? 0;
  return {
    kind: node.item.kind,
    isProvisional: node.item.isProvisional,
    approval: node.item.approval,
    variationType: node.item.variationType,
    isRoot: node.parent === null,
    hasChildren: node.children.length > 0,
    certifiedToDate: certified(id),
    parentCertifiedToDate: node.parent ? certified(node.parent.item.id) : 0,
  };
}

/** Locked by status (approved or rejected) or, where checked, by money already certified. */
function nonProvisionalLocked(subject: LockSubject, context: LockContext): boolean {
  const decided = subject.approval === 'approved' || subject.approval === 'rejected';
  const certified = subject.certifiedToDate !== 0 || subject.parentCertifiedToDate !== 0;
  return decided || ((context.checkCertified ?? true) && certified);
}

export function canEdit(subject: LockSubject, context: LockContext = {}): boolean {
  if (subject.isProvisional) return subject.approval !== 'approved';
  return !nonProvisionalLocked(subject, context);
}

export function canAddChild(subject: LockSubject, context: LockContext = {}): boolean {
  return subject.isProvisional || !nonProvisionalLocked(subject, context);
}

/** §4 locks delete exactly when it locks add-child, for provisional and fixed items alike. */
export const canDelete: typeof canAddChild = canAddChild;

/** Only variation leaves are approved or rejected; a multi variation is decided line by line. */
export function canApproveOrReject(subject: LockSubject): boolean {
  const multiParent = subject.variationType === 'multi' && subject.isRoot;
  return subject.kind === 'variation' && !subject.hasChildren && !multiParent;
}

/** Provisional → fixed is one-way: a fixed item can never go back to provisional. */
export function canConvertToFixed(subject: LockSubject): boolean {
  return subject.isProvisional;
}
