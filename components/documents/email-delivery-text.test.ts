import { describe, expect, it } from 'vitest';
import { emailDeliveryText, type EmailDeliveryJson } from './email-delivery-text';

const NOW = new Date('2026-11-23T00:30:00Z'); // 1:30 PM on 23 November in Auckland
const base: EmailDeliveryJson = { state: 'sent', total: 2, sent: 2, attempts: 0, retry_at: null };

describe('emailDeliveryText', () => {
  it.each<[string, Partial<EmailDeliveryJson>, string]>([
    ['all sent', {}, 'Sent'],
    ['queued, not tried yet', { state: 'waiting', sent: 0, attempts: 0 }, 'Waiting to send'],
    [
      'retrying today, in the contract time zone',
      { state: 'waiting', sent: 0, attempts: 1, retry_at: '2026-11-23T01:05:00Z' },
      'Waiting to send — will retry at 14:05',
    ],
    [
      'retrying tomorrow names the day',
      { state: 'waiting', sent: 1, attempts: 3, retry_at: '2026-11-23T11:15:00Z' },
      'Waiting to send — will retry at 2026-11-24 00:15 (1 of 2 sent)',
    ],
    ['given up', { state: 'failed', sent: 0, attempts: 8 }, 'Failed after 8 attempts'],
  ])('%s', (_name, change, text) => {
    expect(emailDeliveryText({ ...base, ...change }, 'Pacific/Auckland', NOW)).toBe(text);
  });
});
