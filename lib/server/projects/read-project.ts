import 'server-only';
import { db } from '@/lib/db/client';
import { permissionsFor, type Action, type Resource } from '@/lib/domain/permissions';
import { canDeleteProject } from '@/lib/domain/project-status';
import { projectImageApi } from '@/lib/paths/api-paths';
import type { Actor } from '../session/resolve-actor';
import { rolesFor } from '../permissions/authorize';
import { retentionToApi, termsToApi } from './defaults-data';
import { countIssuedDocuments } from './issued-documents';
import { loadProject } from './load-project';
import { accountToday, loadProjectRows } from './project-rows';

export interface ProjectMemberView {
  user_id: string;
  name: string;
  email: string;
  role: 'project_admin' | 'project_view';
  is_key_contact: boolean;
}

/** read_one_project_group (spec §3 Project): settings, members, contracts with totals, aggregates. */
export async function readProject(actor: Actor, projectId: string) {
  const project = await loadProject(actor, projectId, 'view');
  const [rows, details, roles, issued] = await Promise.all([
    accountToday(actor.accountId).then((today) => loadProjectRows(actor.accountId, { id: projectId }, today)),
    db().project.findUniqueOrThrow({
      where: { id: projectId },
      select: {
        retention: true,
        paymentTerms: true,
        members: {
          orderBy: { user: { name: 'asc' } },
          select: {
            userId: true,
            role: true,
            isKeyContact: true,
            user: { select: { name: true, email: true } },
          },
        },
      },
    }),
    rolesFor(actor, { projectId }),
    countIssuedDocuments(db(), actor.accountId, projectId),
  ]);
  const row = rows[0]!;
  const permissions: Record<Resource, Action[]> = permissionsFor(roles);
  return {
    id: project.id,
    name: project.name,
    project_number: project.projectNumber,
    status: project.status,
    street_address: project.streetAddress,
    suburb: project.suburb,
    city: project.city,
    postal_code: project.postalCode,
    state: project.state,
    time_zone: project.timeZone,
    gst: project.gstPercent,
    is_pinned: project.isPinned,
    created_at: project.createdAt.toISOString(),
    image_url: row.image && projectImageApi(actor.accountId, project.id, row.image.updatedAt.getTime()),
    retention: details.retention && retentionToApi(details.retention),
    payment_terms: details.paymentTerms && termsToApi(details.paymentTerms),
    members: details.members.map((m): ProjectMemberView => ({
      user_id: m.userId,
      name: m.user.name,
      email: m.user.email,
      role: m.role,
      is_key_contact: m.isKeyContact,
    })),
    claim_contracts: row.contracts.filter((c) => c.side === 'claim'),
    cert_contracts: row.contracts.filter((c) => c.side === 'cert'),
    aggregates: { ...row.totals, contract_count: row.contracts.length },
    is_due: row.isDue,
    can_delete: canDeleteProject(issued),
    /** What the caller may do here (spec §6), so the page shows only those actions. */
    permissions,
  };
}

export type ProjectView = Awaited<ReturnType<typeof readProject>>;
