import Link from 'next/link';
import { ZProjectListQuery, type ProjectType } from '@/lib/schemas/projects';
import { requirePageSession } from '@/lib/server/session/page-session';
import { listProjects } from '@/lib/server/projects/list-projects';
import { can } from '@/lib/domain/permissions';
import { ProjectFilters } from '@/components/projects/project-filters';
import { ProjectTable } from '@/components/projects/project-table';
import { newProjectPage, projectsPage } from '@/lib/paths/page-paths';

const TYPE_TABS: { type: ProjectType | null; label: string }[] = [
  { type: null, label: 'All projects' },
  { type: 'claim', label: 'With claim contracts' },
  { type: 'cert', label: 'With cert contracts' },
];

/** /projects and /projects/{projectType} (spec §2 project list): one server render per query. */
export async function ProjectsPage({
  searchParams,
  type,
}: {
  searchParams: Record<string, string | string[] | undefined>;
  type?: ProjectType;
}) {
  const session = await requirePageSession();
  const accountId = session.current.accountId;
  // A hand-edited query falls back to the defaults rather than failing the page.
  const parsed = ZProjectListQuery.safeParse({ ...searchParams, type });
  const query = parsed.success ? parsed.data : ZProjectListQuery.parse({ type });
  const list = await listProjects(session.actor, query);
  const path = type ? `/projects/${type}` : '/projects';
  return (
    <>
      <div className="page-heading">
        <h1>
          Projects{' '}
          {list.due_count > 0 && (
            <span className="badge">
              {list.due_count}
              <span className="visually-hidden"> due</span>
            </span>
          )}
        </h1>
        {list.can_create && (
          <Link className="button" href={newProjectPage(accountId)}>
            New project
          </Link>
        )}
      </div>
      <nav aria-label="Project types" className="subnav">
        {TYPE_TABS.map((tab) => (
          <Link
            key={tab.label}
            className="subnav-link"
            href={projectsPage(accountId, tab.type)}
            aria-current={tab.type === (type ?? null) ? 'page' : undefined}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      <ProjectFilters action={path} query={query} accountId={accountId} />
      <ProjectTable
        projects={list.projects}
        accountId={accountId}
        currency={session.current.currency}
        canPin={can({ account: session.actor.role }, 'project', 'edit')}
      />
    </>
  );
}
