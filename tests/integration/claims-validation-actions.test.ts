// Bad input on the claim routes that act on a claim — its dates, workflow, issue, files and
// history: a 4xx with { errors } naming what is wrong, never a 500, and nothing changes.
import { beforeAll, describe, expect, it } from 'vitest';
// First: it replaces the session lookup before any route module loads it.
import { signInAs } from '../support/session';
import { AT_LEAST_ONE_RECIPIENT } from '@/lib/schemas/claims';
import { callRoute } from '../support/call-route';
import { claimRoutes as R } from '../support/claim-routes';
import { claimsSnapshot, seedDraftClaim, type BadInputCase, type DraftClaim } from '../support/claims-demo';

let ctx: DraftClaim;
beforeAll(async () => {
  ctx = await seedDraftClaim();
});

const CASES: BadInputCase[] = [
  [
    'info: period ends before it starts',
    () => [
      R.info.PATCH,
      {
        params: ctx.draft,
        method: 'PATCH',
        body: { updated_at: ctx.updatedAt, from_date: '2026-11-20', to_date: '2026-11-10' },
      },
    ],
    422,
    'to_date',
  ],
  [
    'info: overlaps claim 2',
    () => [
      R.info.PATCH,
      { params: ctx.draft, method: 'PATCH', body: { updated_at: ctx.updatedAt, from_date: '2026-10-15' } },
    ],
    422,
    'from_date',
  ],
  [
    'info: not a date',
    () => [
      R.info.PATCH,
      {
        params: ctx.draft,
        method: 'PATCH',
        body: { updated_at: ctx.updatedAt, claim_due_date: '31/12/2026' },
      },
    ],
    422,
    'claim_due_date',
  ],
  ['approve: not in review', () => [R.approve.POST, { params: ctx.draft, body: {} }], 409],
  [
    'approve: comment too long',
    () => [R.approve.POST, { params: ctx.draft, body: { comment: 'x'.repeat(2_001) } }],
    422,
    'comment',
  ],
  ['revert step: no comment', () => [R.revertStep.POST, { params: ctx.draft, body: {} }], 422, 'comment'],
  [
    'revert to draft: blank comment',
    () => [R.toDraft.POST, { params: ctx.draft, body: { comment: '   ' } }],
    422,
    'comment',
  ],
  [
    'revert to review: a draft',
    () => [R.toReview.POST, { params: ctx.draft, body: { comment: 'why' } }],
    409,
  ],
  [
    'issue: email on, nobody to send to',
    () => [
      R.issue.POST,
      {
        params: ctx.draft,
        body: { to_contacts: [], subject: 's', attachments: [], has_email_service: true },
      },
    ],
    422,
    'to_contacts',
  ],
  [
    'issue: not an email address',
    () => [
      R.issue.POST,
      { params: ctx.draft, body: { to_contacts: [{ contact_email: 'tom@' }], has_email_service: true } },
    ],
    422,
    'to_contacts.0.contact_email',
  ],
  ['issue: a draft', () => [R.issue.POST, { params: ctx.draft, body: { has_email_service: false } }], 409],
  [
    'file: unknown file',
    () => [
      R.file.PATCH,
      {
        params: { ...ctx.draft, fileId: '00000000-0000-4000-8000-000000000000' },
        method: 'PATCH',
        body: { is_shared: true },
      },
    ],
    404,
  ],
  [
    'file: sharing flag not a boolean',
    () => [
      R.file.PATCH,
      {
        params: { ...ctx.draft, fileId: '00000000-0000-4000-8000-000000000000' },
        method: 'PATCH',
        body: { is_shared: 'yes' },
      },
    ],
    422,
    'is_shared',
  ],
  ['upload: not multipart', () => [R.files.POST, { params: ctx.draft, body: { file: 'abc' } }], 415],
  [
    'history: page 0',
    () => [R.history.GET, { params: ctx.draft, url: 'http://localhost/x?page=0' }],
    422,
    'query.page',
  ],
  [
    'claims received: unknown bucket',
    () => [R.received.GET, { params: { acc: ctx.demo.payee.acc }, url: 'http://localhost/x?bucket=old' }],
    422,
    'query.bucket',
  ],
];

describe('bad input on claim routes', () => {
  it.each(CASES.map(([name, build, status, field]) => [name, build, status, field] as const))(
    '%s',
    async (_name, build, status, field) => {
      signInAs(ctx.demo.users.claimer);
      const before = await claimsSnapshot();
      const [handler, init] = build();
      const res = await callRoute(handler, init);
      expect(res.status).toBe(status);
      expect(res.body.errors.length).toBeGreaterThan(0);
      expect(res.body.errors[0].message).toEqual(expect.any(String));
      if (field) expect(res.body.errors.map((e: { field?: string }) => e.field)).toContain(field);
      expect(await claimsSnapshot()).toEqual(before);
    },
  );

  it("names §5's message when issuing with the email service on and no recipient", async () => {
    const res = await callRoute(R.issue.POST, {
      params: ctx.draft,
      body: { to_contacts: [], has_email_service: true },
    });
    expect(res.body.errors).toEqual([{ field: 'to_contacts', message: AT_LEAST_ONE_RECIPIENT }]);
  });
});
