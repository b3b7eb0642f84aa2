import 'server-only';

/** What each contract-level history action means, in the words of the history screen. */
const CONTRACT_ACTIONS: Readonly<Record<string, string>> = {
  'contract.created': 'Created the contract',
  'contract.updated': 'Changed the contract details',
  'contract.start': 'Started the contract',
  'contract.finalise': 'Finalised the contract',
  'contract.reopen': 'Re-opened the contract',
  'contract.archive': 'Archived the contract',
  'contract.deleted': 'Deleted the contract',
  'contract.moved': 'Moved the contract to another project',
  'contract.left': 'Left the contract',
  'contract.counterparty_left': 'The other party left the contract',
  'contract.settings_updated': 'Changed the contract settings',
  'contract.members_updated': 'Changed the contract members',
  'contract.payment_terms_saved': 'Saved the payment terms',
  'contract.retention_saved': 'Saved the retention',
  'contract.retention_removed': 'Removed the retention',
  'contract.document_uploaded': 'Uploaded a document',
  'contract.document_updated': 'Changed the sharing of a document',
  'contract.document_deleted': 'Deleted a document',
  'contract.bcti_agreed': 'Agreed that the payer’s payment schedules serve as buyer-created tax invoices',
  'contract.bcti_withdrawn': 'Withdrew the buyer-created tax invoice agreement',
  // The project moves its contracts cause (lib/server/projects/settle-project-status.ts).
  'project.activated': 'The project became current',
  'project.completed': 'The project was completed: none of its contracts is running',
  'project.returned_to_draft': 'The project went back to draft: none of its contracts has started',
};

/**
 * What a history action means. Other areas (claims, certificates, line items) write their own
 * actions as `area.verb_noun`; those read as a sentence of their parts ('claim.issued' → 'Claim
 * issued').
 */
export function historyActionLabel(action: string): string {
  return (
    CONTRACT_ACTIONS[action] ??
    action
      .split('.')
      .join(' ')
      .replaceAll('_', ' ')
      .replace(/^./, (first) => first.toUpperCase())
  );
}

/**
 * "What" of a history row: its action's meaning, and a file name or contract name kept in the
 * details, so the row says which one.
 */
export function describeHistory(action: string, details: unknown): string {
  const base = historyActionLabel(action);
  const d = (details ?? {}) as { file_name?: unknown; name?: unknown };
  const what = typeof d.file_name === 'string' ? d.file_name : typeof d.name === 'string' ? d.name : null;
  return what ? `${base}: ${what}` : base;
}
