// Sign-up: the per-address rate limit, and the email confirmation link over real SMTP — what an
// unconfirmed owner may not do, the link working once, and sending it again.
import { describe, expect, it } from 'vitest';
import { signInAs } from '../support/session';
import { callRoute } from '../support/call-route';
import { createContractWithSchedule } from '../support/contract-schedule';
import { createAccountWithOwner } from '../support/factories';
import { codeIn } from '../support/invitations';
import { smtpSinkPerFile } from '../support/smtp-sink-per-file';
import { db } from '@/lib/db/client';
import { processOutbox } from '@/lib/email/outbox';
import { confirmEmail, RESENDS_PER_HOUR, UNVERIFIED_MESSAGE } from '@/lib/server/auth/email-verification';
import { SIGN_UPS_PER_ADDRESS_PER_HOUR } from '@/lib/server/auth/sign-up';
import { seedDemo } from '@/prisma/seed';
import { POST as signUpRoute } from '@/app/api/sign_up/route';
import { POST as resendRoute } from '@/app/api/verify_email/resend/route';
import { POST as addUser } from '@/app/api/account/[acc]/users/route';
import { PATCH as patchProfile } from '@/app/api/profile/route';
import { POST as invite } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/invite/route';
import { POST as accept } from '@/app/api/invitation/[code]/accept/route';
import { withoutJobRunner } from '../support/jobs';

withoutJobRunner();

// The test sends the outbox itself, so the worker's after-commit kick is switched off.

const sink = smtpSinkPerFile({ clearEach: true });

let n = 0;
const form = (email = `owner-${Date.now()}-${n++}@example.test`) => ({
  name: 'Hemi Walker',
  email,
  password: 'a long password',
  accountName: 'Walker Plumbing Ltd',
  country: 'NZ',
  currency: 'NZD',
  timeZone: 'Pacific/Auckland',
});

const signUp = (body: object, address: string) =>
  callRoute(signUpRoute, {
    url: 'http://localhost/api/sign_up',
    body,
    headers: { 'x-forwarded-for': address },
  });

const tokenIn = (text: string | undefined) => /\/verify_email\/([A-Za-z0-9_-]{43})/.exec(text ?? '')?.[1];

/** Sends the outbox and returns the token in the newest confirmation email to `to`. */
async function nextLink(to: string): Promise<string> {
  const seen = sink.messages.filter((m) => m.to?.[0]?.address === to).length;
  await processOutbox({ limit: 100 });
  await expect.poll(() => sink.messages.filter((m) => m.to?.[0]?.address === to).length).toBe(seen + 1);
  const mail = sink.messages.filter((m) => m.to?.[0]?.address === to).at(-1)!;
  expect(mail.subject).toBe('Confirm your email address for ClaimCert');
  return tokenIn(mail.text)!;
}

describe('sign-up', () => {
  it(`allows ${SIGN_UPS_PER_ADDRESS_PER_HOUR} sign-ups an hour from one address, taken emails included, then 429`, async () => {
    const taken = form();
    expect((await signUp(taken, '203.0.113.50')).status).toBe(201);
    expect((await signUp(taken, '203.0.113.50')).status).toBe(409);
    for (let i = 2; i < SIGN_UPS_PER_ADDRESS_PER_HOUR; i++) {
      expect((await signUp(form(), '203.0.113.50')).status).toBe(201);
    }
    const refused = await signUp(form(), '203.0.113.50');
    expect(refused.status).toBe(429);
    expect(refused.body.errors[0].message).toMatch(/Too many attempts/);
    expect((await signUp(form(), '203.0.113.51')).status).toBe(201);
  });

  it('emails a link that confirms the address once; until then no invitations, after it they work', async () => {
    const body = form();
    const created = await signUp(body, '198.51.100.60');
    expect(created.status).toBe(201);
    const { userId, accountId } = created.body;
    const user = () => db().user.findUniqueOrThrow({ where: { id: userId } });
    expect((await user()).emailVerifiedAt).toBeNull();
    const token = await nextLink(body.email);

    signInAs(userId);
    const invite = () =>
      callRoute(addUser, {
        params: { acc: accountId },
        body: { email: `colleague-${userId}@example.test`, name: 'Aroha', role: 'view' },
      });
    const refused = await invite();
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0].message).toBe(UNVERIFIED_MESSAGE);
    expect(await db().membership.count({ where: { accountId } })).toBe(1);

    expect(await confirmEmail(token)).toBe(true);
    expect((await user()).emailVerifiedAt).not.toBeNull();
    expect(await confirmEmail(token)).toBe(false);
    expect((await invite()).status).toBe(201);
  });

  it('sends the link again on request: the old one stops working, and requests are limited', async () => {
    const body = form();
    const { userId } = (await signUp(body, '198.51.100.61')).body;
    const first = await nextLink(body.email);
    signInAs(userId);
    expect((await callRoute(resendRoute, { method: 'POST' })).status).toBe(200);
    const second = await nextLink(body.email);
    expect(second).not.toBe(first);
    expect(await confirmEmail(first)).toBe(false);

    for (let i = 1; i < RESENDS_PER_HOUR; i++) {
      expect((await callRoute(resendRoute, { method: 'POST' })).status).toBe(200);
    }
    expect((await callRoute(resendRoute, { method: 'POST' })).status).toBe(429);

    // Of all the links sent, only the newest works.
    const before = sink.messages.length;
    await processOutbox();
    const mails = await sink.waitFor(before + RESENDS_PER_HOUR - 1);
    const tokens = [second, ...mails.slice(before).map((m) => tokenIn(m.text)!)];
    const worked = [];
    for (const token of tokens) worked.push(await confirmEmail(token));
    expect(worked.filter(Boolean)).toHaveLength(1);
    expect((await callRoute(resendRoute, { method: 'POST' })).status).toBe(409);
  });

  it('a confirmed user who changes their email must confirm the new one', async () => {
    const owner = await createAccountWithOwner();
    signInAs(owner.userId);
    const email = `moved-${owner.userId}@example.test`;
    const res = await callRoute(patchProfile, {
      method: 'PATCH',
      body: { name: 'Moved', email, current_password: owner.password },
    });
    expect(res.status).toBe(200);
    const token = await nextLink(email);
    const invite = { email: `c-${owner.userId}@example.test`, name: 'C', role: 'view' };
    expect((await callRoute(addUser, { params: { acc: owner.accountId }, body: invite })).status).toBe(409);
    expect(await confirmEmail(token)).toBe(true);
    expect((await callRoute(addUser, { params: { acc: owner.accountId }, body: invite })).status).toBe(201);
  });

  it('accepting a contract invitation sent to your own address confirms it', async () => {
    const payee = await createAccountWithOwner('Kauri Walls Ltd');
    const { project, contract } = await createContractWithSchedule(payee.accountId);
    const body = form();
    signInAs(payee.userId);
    const sent = await callRoute(invite, {
      params: { acc: payee.accountId, g: project.id, c: contract.id },
      body: { to_contacts: [{ contact_name: 'Priya', contact_email: body.email.toUpperCase() }] },
    });
    expect(sent.status).toBe(201);
    await processOutbox({ limit: 100 });
    await expect.poll(() => sink.messages.some((m) => m.to?.[0]?.address === body.email)).toBe(true);
    const { code } = codeIn(sink.messages.find((m) => m.to?.[0]?.address === body.email));

    const { userId, accountId } = (await signUp(body, '198.51.100.63')).body;
    signInAs(userId);
    const accepted = await callRoute(accept, {
      params: { code },
      body: { account_id: accountId, new_project: { name: 'Takapuna' } },
    });
    expect(accepted.status).toBe(200);
    expect((await db().user.findUniqueOrThrow({ where: { id: userId } })).emailVerifiedAt).not.toBeNull();
  });

  it('a link older than its lifetime no longer works', async () => {
    const body = form();
    await signUp(body, '198.51.100.62');
    const token = await nextLink(body.email);
    expect(await confirmEmail(token, new Date(Date.now() + 4 * 864e5))).toBe(false);
    expect(await confirmEmail(token)).toBe(true);
  });

  it('the demo users and everyone created another way start confirmed', async () => {
    await seedDemo(db());
    const demo = await db().user.findMany({ where: { email: { endsWith: '@demo.test' } } });
    expect(demo.map((u) => u.email)).toEqual(
      expect.arrayContaining(['claimer@demo.test', 'certifier@demo.test', 'viewer@demo.test']),
    );
    expect(demo.every((u) => u.emailVerifiedAt !== null)).toBe(true);
    const added = await db().user.create({ data: { email: `added-${n++}@example.test`, name: 'A' } });
    expect(added.emailVerifiedAt).not.toBeNull();
  });
});
