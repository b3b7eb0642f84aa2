import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import type { TUpdateProject } from '@/lib/schemas/projects';
import type { Actor } from '../session/resolve-actor';
import { recordHistory } from '../history';
import { loadProject } from './load-project';
import { lockProject, writeProjectRetention, writeProjectTerms } from './write-defaults';

/** PATCH upsert (spec §7): changes the fields sent, including the default retention and terms. */
export async function updateProject(actor: Actor, projectId: string, input: TUpdateProject) {
  await loadProject(actor, projectId, 'edit');
  await db().$transaction(async (tx) => {
    if (!(await lockProject(tx, actor.accountId, projectId))) throw new AppError('not_found');
    await tx.project.update({
      where: { id: projectId },
      data: {
        name: input.name,
        projectNumber: input.project_number,
        streetAddress: input.street_address,
        suburb: input.suburb,
        city: input.city,
        postalCode: input.postal_code,
        state: input.state,
        timeZone: input.time_zone,
        gstPercent: input.gst,
      },
    });
    if (input.retention !== undefined) await writeProjectRetention(tx, projectId, input.retention);
    if (input.payment_terms) await writeProjectTerms(tx, projectId, input.payment_terms);
    await recordHistory(tx, actor, 'project.updated', { projectId }, { fields: Object.keys(input) });
  });
}
