import Link from 'next/link';
import { ZProjectListQuery, type ProjectType } from '@/lib/schemas/projects';
import { requirePageSession } from '@/lib/server/pages/page-session';
import { listProjects } from '@/lib/server/projects/list-projects';
import { can } from '@/lib/domain/permissions';
import { bucketProjects } from '@/lib/domain/project-filters';
import { ProjectFilters } from '@/components/projects/project-filters';
import { ProjectTable } from '@/components/projects/project-table';
import { moreProjectsPage, newProjectPage, projectsPage } from '@/lib/paths/page-paths';
import styles from '@/components/projects/projects.module.css';

const TYPE_TABS: { type: ProjectType | null; label: string }[] = [
  { type: null, label: 'All projects' },
  { type: 'claim', label: 'With claim contracts' },
  { type: 'cert', label: 'With cert contracts' },
];

/** A hand-edited query falls back to the defaults rather than failing the page; a bad cursor, to the first page. */
function parseQuery(searchParams: Record<string, string | string[] | undefined>, type?: ProjectType) {
  const asked = ZProjectListQuery.safeParse({ ...searchParams, type });
  if (asked.success) return asked.data;
  const firstPage = ZProjectListQuery.safeParse({ ...searchParams, cursor: undefined, type });
  return firstPage.success ? firstPage.data : ZProjectListQuery.parse({ type });
}

/**
 * /projects and /projects/{projectType} (spec §2 project list): one server render per query, a page
 * of the projects (issue 33: ?cursor, the page after the one that linked here) in one list per state,
 * each state with how many it holds over every page.
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
  const query = parseQuery(searchParams, type);
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
            {bucket.title} <span className="muted">({list.counts[bucket.status]})</span>
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
      {list.total > list.projects.length && (
        <p className="muted">
          This page shows {list.projects.length} of the {list.total} projects.
          {list.next_cursor && (
            <>
              {' '}
              <Link
                href={moreProjectsPage(accountId, type, {
                  search: query.search,
                  filter: query.filter,
                  sort: query.sort,
                  cursor: list.next_cursor,
                })}
              >
                More projects
              </Link>
            </>
          )}
        </p>
      )}
    </>
  );
}
