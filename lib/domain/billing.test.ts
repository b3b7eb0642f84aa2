import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  activationRefusal,
  NO_PLAN_MESSAGE,
  statusFromStripe,
  subscriptionState,
  TRIAL_ENDED_MESSAGE,
  TRIAL_ONE_PROJECT_MESSAGE,
  trialDaysLeft,
  trialNoticeText,
  contactOwnerMessage,
  userLimitMessage,
  userLimitReached,
  type ActivationFacts,
} from './billing';

const now = new Date('2026-11-26T08:00:00Z');
const at = (iso: string) => new Date(iso);

// Spec §9: "the trial notice shows days left"; a started day counts as a day.
describe('trialDaysLeft', () => {
  it.each([
    [null, 0],
    ['2026-11-26T08:00:00Z', 0],
    ['2026-11-25T08:00:00Z', 0],
    ['2026-11-26T08:00:01Z', 1],
    ['2026-11-27T08:00:00Z', 1],
    ['2026-11-27T08:00:01Z', 2],
    ['2026-12-26T08:00:00Z', 30],
  ])('ends %s → %i days', (end, days) => {
    expect(trialDaysLeft(end ? at(end) : null, now)).toBe(days);
  });
});

// Issue 14: Stripe's subscription statuses → the account's (§4).
describe('statusFromStripe', () => {
  it.each([
    ['active', 'active'],
    ['trialing', 'active'],
    ['past_due', 'past_due'],
    ['incomplete', 'none'],
    ['incomplete_expired', 'cancelled'],
    ['unpaid', 'cancelled'],
    ['paused', 'cancelled'],
    ['canceled', 'cancelled'],
    ['something_new', 'cancelled'],
  ])('%s → %s', (stripe, ours) => expect(statusFromStripe(stripe)).toBe(ours));
});

const facts = (over: Partial<ActivationFacts>): ActivationFacts => ({
  status: 'active',
  trialEndsAt: null,
  limit: 5,
  active: 0,
  otherActiveProjects: 0,
  ...over,
});

// §8: 4021 no subscription, 4022 upgrade, 4023 exceeded; §9 a limit above 9,999,999 is unlimited.
describe('activationRefusal', () => {
  it.each<[string, Partial<ActivationFacts>, ReturnType<typeof activationRefusal>]>([
    ['active, under the limit', { active: 4 }, null],
    ['active, at the limit', { active: 5 }, { code: 'upgrade_subscription' }],
    ['active, over the limit', { active: 6 }, { code: 'exceeded_subscription' }],
    ['past_due keeps the plan', { status: 'past_due', active: 1 }, null],
    ['unlimited', { limit: 10_000_000, active: 50_000_000 }, null],
    ['9,999,999 is a limit', { limit: 9_999_999, active: 9_999_999 }, { code: 'upgrade_subscription' }],
    ['cancelled', { status: 'cancelled' }, { code: 'no_subscription', message: NO_PLAN_MESSAGE }],
    ['none', { status: 'none' }, { code: 'no_subscription', message: NO_PLAN_MESSAGE }],
    [
      'trial running, first project',
      { status: 'trialing', trialEndsAt: at('2026-12-01T00:00:00Z'), limit: 1 },
      null,
    ],
    [
      'trial running, second project',
      { status: 'trialing', trialEndsAt: at('2026-12-01T00:00:00Z'), otherActiveProjects: 1 },
      { code: 'no_subscription', message: TRIAL_ONE_PROJECT_MESSAGE },
    ],
    [
      'trial running, at the trial limit',
      { status: 'trialing', trialEndsAt: at('2026-12-01T00:00:00Z'), limit: 1, active: 1 },
      { code: 'upgrade_subscription' },
    ],
    [
      'trial ended',
      { status: 'trialing', trialEndsAt: at('2026-11-26T08:00:00Z') },
      { code: 'no_subscription', message: TRIAL_ENDED_MESSAGE },
    ],
    [
      'trial without an end',
      { status: 'trialing', trialEndsAt: null },
      { code: 'no_subscription', message: TRIAL_ENDED_MESSAGE },
    ],
  ])('%s', (_name, over, expected) => {
    expect(activationRefusal(facts(over), now)).toEqual(expected);
  });

  it('an active plan allows exactly `limit` active contracts (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9_999_999 }),
        fc.integer({ min: 0, max: 20_000_000 }),
        (limit, active) => {
          const refusal = activationRefusal(facts({ limit, active }), now);
          expect(refusal === null).toBe(active < limit);
          if (refusal)
            expect(refusal.code).toBe(active === limit ? 'upgrade_subscription' : 'exceeded_subscription');
        },
      ),
    );
  });

  it('starting contracts one by one from none stops at the limit (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), (limit) => {
        let active = 0;
        while (activationRefusal(facts({ limit, active }), now) === null) active++;
        expect(active).toBe(limit);
      }),
    );
  });
});

describe('plan page texts', () => {
  it.each([
    [30, 'Your free trial ends in 30 days. It covers one project.'],
    [1, 'Your free trial ends in 1 day. It covers one project.'],
    [0, 'Your free trial has ended. Choose a plan to keep starting contracts.'],
  ])('trial notice with %i days', (days, text) => expect(trialNoticeText(days)).toBe(text));

  it('names the owner in the contact text (§6)', () => {
    expect(contactOwnerMessage('Aroha Ngata')).toBe(
      'Please contact the account owner Aroha Ngata to get started.',
    );
    expect(contactOwnerMessage(null)).toBe('Please contact the account owner to get started.');
  });
});

describe('userLimitReached (the plan users column)', () => {
  it.each<[number | null, number, boolean]>([
    [null, 500, false],
    [5, 4, false],
    [5, 5, true],
    [5, 6, true],
    [10_000_000, 10_000_000, false],
  ])('limit %s with %i users → %s', (limit, users, reached) => {
    expect(userLimitReached(limit, users)).toBe(reached);
  });

  it('words the limit', () => {
    expect(userLimitMessage(1)).toBe('Your plan allows 1 user. Upgrade now for more users.');
    expect(userLimitMessage(5)).toBe('Your plan allows 5 users. Upgrade now for more users.');
  });
});

// §4 "Subscription status: no subscription, upgrade, exceeded; each opens a notice"; §9 Unlimited.
describe('subscriptionState', () => {
  const U = 2_147_483_647;
  const facts = (over: Partial<Parameters<typeof subscriptionState>[0]> = {}) => ({
    status: 'active' as const,
    trialEndsAt: null,
    claim: { active: 2, limit: 5 },
    cert: { active: 0, limit: 5 },
    ...over,
  });
  it.each([
    ['below both limits', facts(), 'ok', []],
    ['unlimited', facts({ claim: { active: 40, limit: U }, cert: { active: 40, limit: U } }), 'ok', []],
    [
      'at the claim limit',
      facts({ claim: { active: 5, limit: 5 } }),
      'upgrade',
      ['5 active claim contracts of the 5 your plan allows.'],
    ],
    [
      'over the cert limit after a downgrade (and at the claim one)',
      facts({ claim: { active: 5, limit: 5 }, cert: { active: 3, limit: 1 } }),
      'exceeded',
      ['3 active certification contracts of the 1 your plan allows.'],
    ],
    [
      'a running trial at its limit of one',
      facts({ status: 'trialing', trialEndsAt: at('2026-12-01T00:00:00Z'), claim: { active: 1, limit: 1 } }),
      'upgrade',
      ['1 active claim contract of the 1 your plan allows.'],
    ],
    [
      'a trial that has ended',
      facts({ status: 'trialing', trialEndsAt: at('2026-11-20T00:00:00Z') }),
      'no_subscription',
      [TRIAL_ENDED_MESSAGE],
    ],
    ['a cancelled plan', facts({ status: 'cancelled' }), 'no_subscription', [NO_PLAN_MESSAGE]],
    ['no plan yet', facts({ status: 'none' }), 'no_subscription', [NO_PLAN_MESSAGE]],
    ['payment overdue keeps the plan', facts({ status: 'past_due' }), 'ok', []],
  ] as const)('%s → %s', (_, f, status, errors) => {
    expect(subscriptionState(f, now)).toEqual({ status, errors });
  });

  it('says exceeded exactly when a limited side has more active contracts than its limit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 50 }),
        (ca, cl, ea, el) => {
          const { status, errors } = subscriptionState(
            facts({ claim: { active: ca, limit: cl }, cert: { active: ea, limit: el } }),
            now,
          );
          expect(status === 'exceeded').toBe(ca > cl || ea > el);
          expect(status === 'ok').toBe(ca < cl && ea < el);
          expect(errors.length > 0).toBe(status !== 'ok');
        },
      ),
    );
  });
});
