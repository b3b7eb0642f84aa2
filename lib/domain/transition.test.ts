import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { CERT_ACTIONS, CERT_MACHINE, CERT_STATUSES } from './cert-status';
import { CLAIM_ACTIONS, CLAIM_MACHINE, CLAIM_STATUSES } from './claim-status';
import { CONTRACT_ACTIONS, CONTRACT_MACHINE, CONTRACT_STATUSES } from './contract-status';
import { LINE_ITEM_ACTIONS, LINE_ITEM_MACHINE, LINE_ITEM_STATUSES } from './line-item-status';
import { PROJECT_ACTIONS, PROJECT_MACHINE, PROJECT_STATUSES } from './project-status';
import { availableActions, reachableStates, transition, type StatusMachine } from './transition';

// Properties every §4 machine must have, checked against all five.
interface MachineCase {
  name: string;
  machine: StatusMachine<string, string>;
  statuses: readonly string[];
  actions: readonly string[];
  start: string;
}

const MACHINES: MachineCase[] = [
  { name: 'claim', machine: CLAIM_MACHINE, statuses: CLAIM_STATUSES, actions: CLAIM_ACTIONS, start: 'draft' },
  {
    name: 'certificate',
    machine: CERT_MACHINE,
    statuses: CERT_STATUSES,
    actions: CERT_ACTIONS,
    start: 'pending',
  },
  {
    name: 'contract',
    machine: CONTRACT_MACHINE,
    statuses: CONTRACT_STATUSES,
    actions: CONTRACT_ACTIONS,
    start: 'draft',
  },
  {
    name: 'project',
    machine: PROJECT_MACHINE,
    statuses: PROJECT_STATUSES,
    actions: PROJECT_ACTIONS,
    start: 'draft',
  },
  {
    name: 'line item',
    machine: LINE_ITEM_MACHINE,
    statuses: LINE_ITEM_STATUSES,
    actions: LINE_ITEM_ACTIONS,
    start: 'pending',
  },
];

describe.each(MACHINES)('$name machine', ({ machine, statuses, actions, start }) => {
  it('declares exactly the exported actions, each leading to a declared status', () => {
    expect(Object.keys(machine.actions).sort()).toEqual([...actions].sort());
    for (const rule of Object.values(machine.actions)) {
      expect(statuses).toContain(rule.to);
      for (const from of rule.from) expect(statuses).toContain(from);
    }
  });

  it('reaches every status from its starting status (no dead enum values)', () => {
    expect([...reachableStates(machine, start)].sort()).toEqual([...statuses].sort());
  });

  it('any sequence of actions only ever yields reachable states; refusals leave the state alone', () => {
    const reachable = reachableStates(machine, start);
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...actions), { maxLength: 30 }), (sequence) => {
        let state = start;
        for (const action of sequence) {
          const result = transition(machine, state, action);
          if (result.ok) state = result.to;
          else expect(result).toMatchObject({ from: state, action, reason: 'invalid_transition' });
          expect(reachable.has(state)).toBe(true);
        }
      }),
    );
  });

  it('offers exactly the actions that succeed', () => {
    for (const from of statuses) {
      const succeeding = actions.filter((action) => transition(machine, from, action).ok);
      expect(availableActions(machine, from)).toEqual(succeeding);
    }
  });

  it('refuses an unknown action instead of throwing', () => {
    expect(transition(machine, start, 'toString')).toMatchObject({ ok: false, reason: 'invalid_transition' });
  });
});

describe('reachableStates', () => {
  it('from a terminal status is just that status', () => {
    expect([...reachableStates(CLAIM_MACHINE, 'certified')]).toEqual(['certified']);
    expect([...reachableStates(CERT_MACHINE, 'issued')]).toEqual(['issued']);
  });
});
