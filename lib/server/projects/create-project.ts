import 'server-only';
import { db, type Tx } from '@/lib/db/client';
import type { TCreateProject } from '@/lib/schemas/projects';
import type { Actor } from '../session/resolve-actor';
import { assertCan } from '../permissions/authorize';
import { recordHistory } from '../history';
import { accountDefaults } from './account-defaults';
import { assertAccountPeople } from './account-people';
import { retentionToData, termsToData } from './defaults-data';

/**
 * Creates a project (spec §2 /project). What the request leaves out takes the account's defaults:
 * its time zone and GST rate, the §9 payment terms, and no retention.
 */
export async function createProject(actor: Actor, input: TCreateProject): Promise<{ id: string }> {
  await assertCan(actor, 'project', 'create');
  const members = input.members ?? [];
  await assertAccountPeople(
    actor.accountId,
    members.map((m) => m.user_id),
    'members',
  );
  const account = await accountDefaults(actor.accountId);
  return db().$transaction((tx) => insertProject(tx, actor, input, account));
}

/** The project's rows and history inside the caller's transaction (also used by integration imports). */
export async function insertProject(
  tx: Tx,
  actor: Actor,
  input: TCreateProject,
  account: Awaited<ReturnType<typeof accountDefaults>>,
): Promise<{ id: string }> {
  const members = input.members ?? [];
  const retention = input.retention?.retention_type === 'none' ? null : input.retention;
  const project = await tx.project.create({
    data: {
      accountId: actor.accountId,
      name: input.name,
      projectNumber: input.project_number,
      streetAddress: input.street_address,
      suburb: input.suburb,
      city: input.city,
      postalCode: input.postal_code,
      state: input.state,
      timeZone: input.time_zone ?? account.timeZone,
      gstPercent: input.gst ?? account.gstPercent,
      paymentTerms: { create: termsToData(input.payment_terms) },
      retention: retention ? { create: retentionToData(retention) } : undefined,
      members: {
        createMany: {
          data: members.map((m) => ({
            accountId: actor.accountId,
            userId: m.user_id,
            role: m.role,
            isKeyContact: m.is_key_contact,
          })),
        },
      },
    },
    select: { id: true },
  });
  await recordHistory(tx, actor, 'project.created', { projectId: project.id }, { name: input.name });
  return project;
}
