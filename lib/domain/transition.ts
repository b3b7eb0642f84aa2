// The shared shape of every status machine in the spec (§4): each action names the states it may
// start from and the one state it leads to. Machines are plain data so that services, the UI (which
// buttons to show) and tests all read the same table instead of re-stating the rules.

export type TransitionResult<S> =
  { ok: true; to: S } | { ok: false; reason: 'invalid_transition'; from: S; action: string; message: string };

export interface ActionRule<S extends string> {
  readonly from: readonly S[];
  readonly to: S;
  /** The user must give a comment (or reason); the request schema enforces it, the UI asks for it. */
  readonly commentRequired: boolean;
}

export interface StatusMachine<S extends string, A extends string> {
  /** Used in refusal messages: 'Cannot issue a claim that is draft.' */
  readonly subject: string;
  readonly actions: Readonly<Record<A, ActionRule<S>>>;
}

export function transition<S extends string, A extends string>(
  machine: StatusMachine<S, A>,
  from: S,
  action: A,
): TransitionResult<S> {
  // Actions can arrive from request bodies cast to A; an unknown one is refused, not thrown.
  const rule: ActionRule<S> | undefined = Object.hasOwn(machine.actions, action)
    ? machine.actions[action]
    : undefined;
  if (rule?.from.includes(from)) return { ok: true, to: rule.to };
  return {
    ok: false,
    reason: 'invalid_transition',
    from,
    action,
    message: `Cannot ${action.replaceAll('_', ' ')} a ${machine.subject} that is ${from}.`,
  };
}

/** The actions offered to the user in a given state (before permission checks). */
export function availableActions<S extends string, A extends string>(
  machine: StatusMachine<S, A>,
  from: S,
): A[] {
  return actionNames(machine).filter((action) => machine.actions[action].from.includes(from));
}

export function requiresComment<S extends string, A extends string>(
  machine: StatusMachine<S, A>,
  action: A,
): boolean {
  return machine.actions[action].commentRequired;
}

/** Every state some sequence of actions can reach from `start` (including `start`). */
export function reachableStates<S extends string, A extends string>(
  machine: StatusMachine<S, A>,
  start: S,
): Set<S> {
  const seen = new Set<S>([start]);
  const queue: S[] = [start];
  for (let state = queue.shift(); state !== undefined; state = queue.shift()) {
    for (const action of availableActions(machine, state)) {
      const next = machine.actions[action].to;
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

function actionNames<S extends string, A extends string>(machine: StatusMachine<S, A>): A[] {
  // Object.keys widens to string[]; the keys of a Record<A, …> are exactly A.
  return Object.keys(machine.actions) as A[];
}
