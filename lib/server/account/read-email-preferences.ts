import 'server-only';
import { db } from '@/lib/db/client';
import type { TEmailPreferences } from '@/lib/schemas/account';
import type { Actor } from '../session/resolve-actor';

export const EMAIL_PREFERENCES_SELECT = {
  workflowRequired: true,
  workflowOptional: true,
  hasDueAlerts: true,
  alertSummary: true,
} as const;

export function toEmailPreferences(row: {
  workflowRequired: boolean;
  workflowOptional: boolean;
  hasDueAlerts: boolean;
  alertSummary: boolean;
}): TEmailPreferences {
  return {
    workflow_required: row.workflowRequired,
    workflow_optional: row.workflowOptional,
    has_due_alerts: row.hasDueAlerts,
    alert_summary: row.alertSummary,
  };
}

/**
 * The caller's email preferences in this account (spec §3). Members added before preferences
 * existed get the defaults stored on first read, so the defaults live in one place: the schema.
 */
export async function readEmailPreferences(actor: Actor): Promise<TEmailPreferences> {
  const row = await db().emailPreference.upsert({
    where: { accountId_userId: { accountId: actor.accountId, userId: actor.userId } },
    create: { accountId: actor.accountId, userId: actor.userId },
    update: {},
    select: EMAIL_PREFERENCES_SELECT,
  });
  return toEmailPreferences(row);
}
