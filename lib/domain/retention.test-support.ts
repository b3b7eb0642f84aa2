// Retention settings for the unit tests of lib/domain: nothing retained and nothing released unless
// a test says so.
import type { RetentionSettings } from './retention';

export const retentionSettings = (overrides: Partial<RetentionSettings>): RetentionSettings => ({
  type: 'none',
  firstPercent: 0,
  firstAmount: 0,
  firstNextPercent: 0,
  firstNextAmount: 0,
  secondNextPercent: 0,
  secondNextAmount: 0,
  thirdNextPercent: 0,
  thirdNextAmount: 0,
  excessPercent: 0,
  maximum: null,
  pcdPercent: 5000,
  pcdDate: null,
  releaseDlpType: 'days',
  dlpPercent: 5000,
  dlpDays: 365,
  dlpDate: null,
  ...overrides,
});
