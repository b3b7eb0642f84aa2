import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/projects/breadcrumb';
import { addressLine } from '@/components/projects/form-values';
import { MapPreview } from '@/components/projects/map-preview';
import { ProjectActions } from '@/components/projects/project-actions';
import { ProjectContracts } from '@/components/projects/project-contracts';
import { formatMoney } from '@/lib/domain/money-format';
import { requirePageSession } from '@/lib/server/pages/page-session';
import { readAppConfig } from '@/lib/server/config/app-config';
import { pageData } from '@/lib/server/projects/page-data';
import { readProject } from '@/lib/server/projects/read-project';
import projectStyles from '@/components/projects/projects.module.css';

export const metadata: Metadata = { title: 'Project' };

/** §2 /project/view/{projectId}: the project's claim and cert contracts, totals and actions. */
export default async function ProjectPage({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  const { actor, current } = await requirePageSession();
  const project = await pageData([projectId], () => readProject(actor, projectId));
  const money = (cents: number) => formatMoney(cents, { currency: current.currency });
  const can = (resource: 'project' | 'contract', action: 'create' | 'edit') =>
    (project.permissions[resource] as string[]).includes(action);
  const address = addressLine(project);
  const mapsToken = readAppConfig().maps_access_token;
  return (
    <>
      <Breadcrumb accountId={current.accountId} trail={[]} current={project.name} />
      <div className="page-heading">
        <h1>
          {project.name} {project.is_due && <span className={projectStyles.dueBadge}>Due</span>}
        </h1>
        <span className={`status status-${project.status}`}>{project.status}</span>
      </div>
      <section className="card" aria-labelledby="project-summary">
        <h2 id="project-summary" className="visually-hidden">
          Summary
        </h2>
        {project.image_url && (
          // Our own endpoint's square picture: next/image adds nothing for it.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={project.image_url}
            alt={`Picture of ${project.name}`}
            className="square-image"
            width={96}
            height={96}
          />
        )}
        <dl className="details">
          <dt>Project number</dt>
          <dd>{project.project_number ?? '—'}</dd>
          <dt>Address</dt>
          <dd>{address || '—'}</dd>
          <dt>Total contract value</dt>
          <dd>{money(project.aggregates.total_contract_value)}</dd>
          <dt>Claimed to date</dt>
          <dd>{money(project.aggregates.claimed_to_date_value)}</dd>
          <dt>Certified to date</dt>
          <dd>{money(project.aggregates.cert_to_date_value)}</dd>
        </dl>
        {mapsToken && address && <MapPreview address={address} token={mapsToken} />}
        <ProjectActions
          accountId={current.accountId}
          projectId={project.id}
          status={project.status}
          isPinned={project.is_pinned}
          canEdit={can('project', 'edit')}
          canCreate={can('project', 'create')}
          canDelete={project.can_delete}
        />
      </section>
      {(['claim', 'cert'] as const).map((side) => (
        <ProjectContracts
          key={side}
          side={side}
          contracts={side === 'claim' ? project.claim_contracts : project.cert_contracts}
          accountId={current.accountId}
          projectId={project.id}
          currency={current.currency}
          // No new contracts in a project put away; re-open it first.
          canCreate={can('contract', 'create') && project.status !== 'archived'}
        />
      ))}
    </>
  );
}
