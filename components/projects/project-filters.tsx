import {
  PROJECT_FILTERS,
  PROJECT_FILTER_LABELS,
  PROJECT_SORTS,
  PROJECT_SORT_LABELS,
} from '@/lib/domain/project-filters';
import type { TProjectListQuery } from '@/lib/schemas/projects';
import styles from './projects.module.css';

/** Search, filter and sort as a plain GET form: the list renders on the server for each query. */
export function ProjectFilters({
  action,
  query,
  accountId,
}: {
  action: string;
  query: TProjectListQuery;
  accountId: string;
}) {
  return (
    <form method="get" action={action} role="search" className={`${styles.filters} form`}>
      <input type="hidden" name="account_id" value={accountId} />
      <div className={styles.filter}>
        <label htmlFor="project-search">Search name or number</label>
        <input id="project-search" type="search" name="search" defaultValue={query.search} maxLength={100} />
      </div>
      <div className={styles.filter}>
        <label htmlFor="project-filter">Show</label>
        <select id="project-filter" name="filter" defaultValue={query.filter}>
          {PROJECT_FILTERS.map((f) => (
            <option key={f} value={f}>
              {PROJECT_FILTER_LABELS[f]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filter}>
        <label htmlFor="project-sort">Sort by</label>
        <select id="project-sort" name="sort" defaultValue={query.sort}>
          {PROJECT_SORTS.map((s) => (
            <option key={s} value={s}>
              {PROJECT_SORT_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button secondary">
        Apply
      </button>
    </form>
  );
}
