import 'server-only';
import { db } from '@/lib/db/client';
import type { TEmailPreferences } from '@/lib/schemas/account';
import { recordHistory } from '../history';
import type { Actor } from '../session/resolve-actor';
import { EMAIL_PREFERENCES_SELECT, toEmailPreferences } from './read-email-preferences';

/** Replaces the caller's own email preferences in this account. */
export async function updateEmailPreferences(
  actor: Actor,
  input: TEmailPreferences,
): Promise<TEmailPreferences> {
  const data = {
    workflowRequired: input.workflow_required,
    workflowOptional: input.workflow_optional,
    hasDueAlerts: input.has_due_alerts,
    alertSummary: input.alert_summary,
  };
  return db().$transaction(async (tx) => {
    const row = await tx.emailPreference.upsert({
      where: { accountId_userId: { accountId: actor.accountId, userId: actor.userId } },
      create: { accountId: actor.accountId, userId: actor.userId, ...data },
      update: data,
      select: EMAIL_PREFERENCES_SELECT,
    });
    await recordHistory(tx, actor, 'email_preferences.updated', {}, { ...input });
    return toEmailPreferences(row);
  });
}
