// Retention settings for the unit tests of lib/domain: nothing retained and nothing released unless
// a test says so.
import type { RetentionSettings } from './retention';

export const retentionSettings = (overrides: Partial<RetentionSettings>): RetentionSettings => ({
  type: 'none',
  firstBps: 0,
  firstAmount: 0,
  firstNextBps: 0,
  firstNextAmount: 0,
  secondNextBps: 0,
  secondNextAmount: 0,
  thirdNextBps: 0,
  thirdNextAmount: 0,
  excessBps: 0,
  maximum: null,
  pcdBps: 5000,
  pcdDate: null,
  releaseDlpType: 'days',
  dlpBps: 5000,
  dlpDays: 365,
  dlpDate: null,
  ...overrides,
});
