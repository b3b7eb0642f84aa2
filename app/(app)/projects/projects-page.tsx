import Link from 'next/link';
import { ZProjectListQuery, type ProjectType } from '@/lib/schemas/projects';
import { requirePageSession } from '@/lib/server/pages/page-session';
import { listProjects } from '@/lib/server/projects/list-projects';
import { can } from '@/lib/domain/permissions';
import { bucketProjects } from '@/lib/domain/project-filters';
import { ProjectFilters } from '@/components/projects/project-filters';
import { ProjectTable } from '@/components/projects/project-table';
import { newProjectPage, projectsPage } from '@/lib/paths/page-paths';
import styles from '@/components/projects/projects.module.css';

const TYPE_TABS: { type: ProjectType | null; label: string }[] = [
  { type: null, label: 'All projects' },
  { type: 'claim', label: 'With claim contracts' },
  { type: 'cert', label: 'With cert contracts' },
];

/**
 * /projects and /projects/{projectType} (spec §2 project list): one server render per query, the
 * projects in one list per state.
 */
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
  // §2's lists by state: current, draft, completed, archived (archived only when the filter shows them).
  const buckets = bucketProjects(list.projects);
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
      {buckets.length === 0 && <p className="empty">No projects match.</p>}
      {buckets.map((bucket) => (
        <section key={bucket.status} className={styles.bucket} aria-labelledby={`bucket-${bucket.status}`}>
          <h2 id={`bucket-${bucket.status}`}>
            {bucket.title} <span className="muted">({bucket.projects.length})</span>
          </h2>
          <ProjectTable
            projects={bucket.projects}
            accountId={accountId}
            currency={session.current.currency}
            canPin={can({ account: session.actor.role }, 'project', 'edit')}
            caption={`${bucket.title} projects`}
          />
        </section>
      ))}
    </>
  );
}
