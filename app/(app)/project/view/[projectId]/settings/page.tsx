import type { Metadata } from 'next';
import Link from 'next/link';
import { Breadcrumb } from '@/components/projects/breadcrumb';
import { projectValues } from '@/components/projects/form-values';
import { ImageUpload } from '@/components/manage-account/image-upload';
import { MembersForm } from '@/components/projects/members-form';
import { ProjectForm } from '@/components/projects/project-form';
import { projectImageApi } from '@/lib/paths/api-paths';
import { projectPage, projectSettingsPage, projectWorkflowPage } from '@/lib/paths/page-paths';
import { requirePageSession } from '@/lib/server/pages/page-session';
import { readAppConfig } from '@/lib/server/config/app-config';
import { listAccountPeople } from '@/lib/server/projects/account-people';
import { pageData } from '@/lib/server/projects/page-data';
import { readProject } from '@/lib/server/projects/read-project';

export const metadata: Metadata = { title: 'Project settings' };

const TABS = [
  { tab: 'details', label: 'Details' },
  { tab: 'members', label: 'Members' },
  { tab: 'workflows', label: 'Approval workflows' },
] as const;

/** §2 /project/view/{projectId}/settings (the §6 route rule has checked project edit). */
export default async function ProjectSettingsPage({
  params,
  searchParams,
}: {
  params: Promise<{ projectId: string }>;
  searchParams: Promise<{ tab?: string }>;
}) {
  const { projectId } = await params;
  const requested = (await searchParams).tab;
  const tab = TABS.find((t) => t.tab === requested)?.tab ?? 'details';
  const { actor, current } = await requirePageSession();
  const accountId = current.accountId;
  const [project, people] = await Promise.all([
    pageData([projectId], () => readProject(actor, projectId)),
    listAccountPeople(accountId),
  ]);
  return (
    <>
      <Breadcrumb
        accountId={accountId}
        trail={[{ label: project.name, href: projectPage(accountId, projectId) }]}
        current="Settings"
      />
      <h1>Settings: {project.name}</h1>
      <nav aria-label="Settings sections" className="subnav">
        {TABS.map((t) => (
          <Link
            key={t.tab}
            className="subnav-link"
            href={projectSettingsPage(accountId, projectId, t.tab)}
            aria-current={t.tab === tab ? 'page' : undefined}
          >
            {t.label}
          </Link>
        ))}
      </nav>
      {tab === 'details' && (
        <section className="card" aria-labelledby="picture-heading">
          <h2 id="picture-heading">Picture</h2>
          <p className="muted small">Shown on the project list and the project page.</p>
          <ImageUpload
            uploadUrl={projectImageApi(accountId, projectId)}
            removeUrl={projectImageApi(accountId, projectId)}
            current={project.image_url}
            label="Project picture"
            alt={`Picture of ${project.name}`}
          />
        </section>
      )}
      {tab === 'details' && (
        <ProjectForm
          accountId={accountId}
          projectId={projectId}
          initial={projectValues(project)}
          people={people}
          timeZones={Intl.supportedValuesOf('timeZone')}
          mapsToken={readAppConfig().maps_access_token}
        />
      )}
      {tab === 'members' && (
        <MembersForm accountId={accountId} projectId={projectId} members={project.members} people={people} />
      )}
      {tab === 'workflows' && (
        <section className="card">
          <h2>Default approval workflows</h2>
          <p>New contracts in this project start with these steps; each contract can then change its own.</p>
          <ul className="list">
            <li>
              <Link href={projectWorkflowPage(accountId, projectId, 'claim')}>Claim approval workflow</Link>
            </li>
            <li>
              <Link href={projectWorkflowPage(accountId, projectId, 'cert')}>
                Certificate approval workflow
              </Link>
            </li>
          </ul>
        </section>
      )}
    </>
  );
}
