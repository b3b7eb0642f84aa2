// Builders for integration tests: real rows through the real services where one exists.
import { randomUUID } from 'node:crypto';
import { db } from '@/lib/db/client';
import { signUp } from '@/lib/server/auth/sign-up';

export async function createAccountWithOwner(name = 'Test Co') {
  const email = `owner-${randomUUID()}@test.example`;
  const { userId, accountId } = await signUp({
    name: `${name} Owner`,
    email,
    password: 'correct horse battery',
    accountName: name,
    country: 'NZ',
    currency: 'NZD',
    timeZone: 'Pacific/Auckland',
  });
  // An owner who confirmed their address long ago (email-verification.ts): the usual state, and
  // the confirmation email is not left in the outbox for tests that count messages.
  await db().user.update({ where: { id: userId }, data: { emailVerifiedAt: new Date() } });
  await db().emailOutbox.deleteMany({ where: { toEmail: email, template: 'email_verification' } });
  return { userId, accountId, email, password: 'correct horse battery' };
}

export async function createProjectWithContract(accountId: string, name = 'Project A') {
  const project = await db().project.create({
    data: { accountId, name, timeZone: 'Pacific/Auckland', gstPercent: 15 },
  });
  const contract = await db().contract.create({
    data: {
      name: 'Contract 1',
      createdByAccountId: accountId,
      payeeAccountId: accountId,
      country: 'NZ',
      gstPercent: 15,
      timeZone: 'Pacific/Auckland',
      placements: { create: { accountId, projectId: project.id, side: 'claim' } },
    },
  });
  return { project, contract };
}
