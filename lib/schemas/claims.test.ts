// §5 recipient rules of issue_one_claim, enforced by the shared schema (the issue dialog uses it too).
import { describe, expect, it } from 'vitest';
import { AT_LEAST_ONE_RECIPIENT, ZCreateClaim, ZIssueClaim, ZIsoDate } from './claims';

describe('ZIssueClaim', () => {
  it('needs a recipient only when the email service is on', () => {
    const none = ZIssueClaim.safeParse({ has_email_service: true });
    expect(none.success).toBe(false);
    expect(none.error?.issues[0]).toMatchObject({ path: ['to_contacts'], message: AT_LEAST_ONE_RECIPIENT });
    expect(ZIssueClaim.parse({ has_email_service: false })).toMatchObject({
      to_contacts: [],
      is_bulk: false,
    });
  });

  it('names a nameless recipient by the address, and lets a repeated address replace the earlier one', () => {
    const parsed = ZIssueClaim.parse({
      has_email_service: true,
      to_contacts: [
        { contact_name: 'Tom', contact_email: 'tom@harbour.example' },
        { contact_email: 'ACCOUNTS@harbour.example ' },
        { contact_name: 'Tom Harris', contact_email: 'Tom@Harbour.example' },
      ],
    });
    expect(parsed.to_contacts).toEqual([
      { contact_name: 'accounts@harbour.example', contact_email: 'accounts@harbour.example' },
      { contact_name: 'Tom Harris', contact_email: 'tom@harbour.example' },
    ]);
  });

  it('refuses an address that is not one', () => {
    for (const contact_email of ['tom', 'tom@', '@harbour.example', 'tom harris@harbour.example']) {
      expect(
        ZIssueClaim.safeParse({ has_email_service: true, to_contacts: [{ contact_email }] }).success,
      ).toBe(false);
    }
  });
});

describe('claim dates', () => {
  it('accepts only real yyyy-MM-dd days, and a period that does not end before it starts', () => {
    expect(ZIsoDate.safeParse('2028-02-29').success).toBe(true);
    for (const bad of ['2027-02-29', '2026-12-1', '31/12/2026', '2026-12-31T00:00:00Z', '2100-01-01']) {
      expect(ZIsoDate.safeParse(bad).success).toBe(false);
    }
    expect(ZCreateClaim.safeParse({ claim_from: '2026-12-31', claim_to: '2026-12-01' }).success).toBe(false);
    expect(ZCreateClaim.safeParse({ claim_from: '2026-12-31', claim_to: '2026-12-31' }).success).toBe(true);
  });
});
