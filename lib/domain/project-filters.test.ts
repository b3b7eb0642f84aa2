import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bucketProjects } from './project-filters';
import { PROJECT_STATUSES, type ProjectStatus } from './project-status';

const project = (name: string, status: ProjectStatus) => ({ name, status });

describe('bucketProjects', () => {
  it('groups by status, current first, keeping the listed order and leaving empty buckets out', () => {
    const list = [
      project('A', 'draft'),
      project('B', 'current'),
      project('C', 'draft'),
      project('D', 'completed'),
    ];
    expect(bucketProjects(list).map((b) => [b.title, b.projects.map((p) => p.name)])).toEqual([
      ['Current', ['B']],
      ['Draft', ['A', 'C']],
      ['Completed', ['D']],
    ]);
  });

  it('puts every project in exactly one bucket', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PROJECT_STATUSES)), (statuses) => {
        const list = statuses.map((status, i) => project(String(i), status));
        const bucketed = bucketProjects(list).flatMap((b) => b.projects);
        expect(bucketed.map((p) => p.name).sort()).toEqual(list.map((p) => p.name).sort());
      }),
    );
  });
});
