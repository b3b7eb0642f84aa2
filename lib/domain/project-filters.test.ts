import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  PROJECT_FILTERS,
  bucketProjects,
  matchesFilter,
  matchesSearch,
  sortProjects,
  type ListedProject,
  type ProjectFilter,
} from './project-filters';
import { PROJECT_STATUSES, type ProjectStatus } from './project-status';

const project = (over: Partial<ListedProject> = {}): ListedProject => ({
  name: 'Project',
  projectNumber: null,
  status: 'current',
  isPinned: false,
  createdAt: 0,
  contractCount: 0,
  totalContractValue: 0,
  ...over,
});

// Spec §2: archived hidden by default; a filter shows all; another shows projects with no contracts
// or not archived; another only projects with at least one contract.
describe('matchesFilter', () => {
  it.each<[ProjectStatus, number, Record<ProjectFilter, boolean>]>([
    ['current', 0, { active: true, all: true, empty_or_active: true, with_contracts: false }],
    ['current', 2, { active: true, all: true, empty_or_active: true, with_contracts: true }],
    ['archived', 0, { active: false, all: true, empty_or_active: true, with_contracts: false }],
    ['archived', 1, { active: false, all: true, empty_or_active: false, with_contracts: true }],
    ['completed', 1, { active: true, all: true, empty_or_active: true, with_contracts: true }],
    ['draft', 0, { active: true, all: true, empty_or_active: true, with_contracts: false }],
  ])('%s with %d contracts', (status, contractCount, expected) => {
    for (const filter of PROJECT_FILTERS) {
      expect(matchesFilter({ status, contractCount }, filter), filter).toBe(expected[filter]);
    }
  });

  it('"all" is a superset of every other filter', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PROJECT_STATUSES),
        fc.nat(5),
        fc.constantFrom(...PROJECT_FILTERS),
        (status, contractCount, filter) =>
          !matchesFilter({ status, contractCount }, filter) ||
          matchesFilter({ status, contractCount }, 'all'),
      ),
    );
  });
});

describe('matchesSearch', () => {
  const p = project({ name: 'Ōrākei Townhouses', projectNumber: 'KI-2026-09' });
  it.each([
    ['', true],
    ['   ', true],
    ['orakei', true],
    ['TOWN', true],
    ['ki-2026', true],
    ['2026-09', true],
    ['remuera', false],
  ])('%j → %s', (search, expected) => {
    expect(matchesSearch(p, search)).toBe(expected);
  });
});

describe('sortProjects', () => {
  const a = project({ name: 'Alpha', totalContractValue: 100, createdAt: 3 });
  const b = project({ name: 'bravo', totalContractValue: 300, createdAt: 1 });
  const c = project({ name: 'Charlie', totalContractValue: 200, createdAt: 2 });
  const names = (list: ListedProject[]) => list.map((x) => x.name);

  it('orders by total contract value, largest first (the default)', () => {
    expect(names(sortProjects([a, b, c], 'total_contract_value'))).toEqual(['bravo', 'Charlie', 'Alpha']);
  });
  it('orders by name ignoring case, and by creation newest first', () => {
    expect(names(sortProjects([c, b, a], 'name'))).toEqual(['Alpha', 'bravo', 'Charlie']);
    expect(names(sortProjects([a, b, c], 'created'))).toEqual(['Alpha', 'Charlie', 'bravo']);
  });
  it('puts pinned projects first whatever the sort, and ties fall back to the name', () => {
    const pinned = { ...a, isPinned: true };
    expect(names(sortProjects([b, c, pinned], 'total_contract_value'))).toEqual([
      'Alpha',
      'bravo',
      'Charlie',
    ]);
    const tie = project({ name: 'Aardvark', totalContractValue: 300 });
    expect(names(sortProjects([b, tie], 'total_contract_value'))).toEqual(['Aardvark', 'bravo']);
  });
  it('does not change its input', () => {
    const list = [a, b, c];
    sortProjects(list, 'name');
    expect(list).toEqual([a, b, c]);
  });
});

describe('bucketProjects', () => {
  it('groups by status, current first, keeping the listed order and leaving empty buckets out', () => {
    const list = [
      project({ name: 'A', status: 'draft' }),
      project({ name: 'B', status: 'current' }),
      project({ name: 'C', status: 'draft' }),
      project({ name: 'D', status: 'completed' }),
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
        const list = statuses.map((status, i) => project({ name: String(i), status }));
        const bucketed = bucketProjects(list).flatMap((b) => b.projects);
        expect(bucketed.map((p) => p.name).sort()).toEqual(list.map((p) => p.name).sort());
      }),
    );
  });
});
