import { describe, expect, it } from 'vitest';
import { syncReportSummary } from './sync-report';

// Spec §8 "Sync report": the two sentences exactly as the spec gives them.
describe('syncReportSummary', () => {
  it.each([
    [0, 'There is no sync issues.'],
    [1, 'There were 1 sync issues.'],
    [12, 'There were 12 sync issues.'],
  ])('%i issues → %s', (n, text) => expect(syncReportSummary(n)).toBe(text));
});
