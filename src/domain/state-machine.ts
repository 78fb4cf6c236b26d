/**
 * Status machines as data (STYLE rule 8, Vendure's order process): a table `from → event → to`. Nothing changes a
 * status except by asking its table where an event leads; the tables are checked at start-up and property-tested.
 */
export interface StatusMachine<S extends string, E extends string> {
  /** Names the machine in start-up errors. */
  readonly name: string;
  readonly statuses: readonly S[];
  readonly events: readonly E[];
  /** The status a new row starts in. */
  readonly initial: S;
  /** Statuses nothing leaves; every other status must have a way on. */
  readonly final: readonly S[];
  readonly transitions: Readonly<Record<S, Readonly<Partial<Record<E, S>>>>>;
}

/** Declares a machine (an identity function that keeps the literal types). */
export function defineMachine<S extends string, E extends string>(machine: StatusMachine<S, E>): StatusMachine<S, E> {
  return machine;
}

/** Where `event` takes a row in status `from`, or null when the table does not allow it. */
export function transition<S extends string, E extends string>(machine: StatusMachine<S, E>, from: S, event: E): S | null {
  return machine.transitions[from]?.[event] ?? null;
}

/** Every `[from, to]` pair `event` allows: what a status-conditional update of many rows may move. */
export function movesOf<S extends string, E extends string>(machine: StatusMachine<S, E>, event: E): [S, S][] {
  return machine.statuses.flatMap((from) => {
    const to = machine.transitions[from]?.[event];
    return to === undefined ? [] : [[from, to] as [S, S]];
  });
}

export function isStatusOf<S extends string, E extends string>(machine: StatusMachine<S, E>, value: string): value is S {
  return (machine.statuses as readonly string[]).includes(value);
}

/** Statuses reachable from the initial one. */
export function reachable<S extends string, E extends string>(machine: StatusMachine<S, E>): Set<S> {
  const seen = new Set<S>([machine.initial]);
  const queue: S[] = [machine.initial];
  for (let from = queue.shift(); from !== undefined; from = queue.shift()) {
    for (const to of Object.values<S | undefined>(machine.transitions[from] ?? {})) {
      if (to !== undefined && !seen.has(to)) {
        seen.add(to);
        queue.push(to);
      }
    }
  }
  return seen;
}

/**
 * Start-up check: every status has a row, every target and event is declared, final statuses are final, every other
 * status can move on, every status is reachable from the initial one and every event is used. Empty when sound.
 */
export function checkMachine<S extends string, E extends string>(machine: StatusMachine<S, E>): string[] {
  const problems: string[] = [];
  const used = new Set<string>();
  const known = (status: string) => (machine.statuses as readonly string[]).includes(status);
  if (!known(machine.initial)) problems.push(`initial status ${machine.initial} is unknown`);
  for (const status of machine.final) if (!known(status)) problems.push(`final status ${status} is unknown`);
  for (const status of Object.keys(machine.transitions)) if (!known(status)) problems.push(`row for unknown status ${status}`);
  for (const status of machine.statuses) {
    const row = machine.transitions[status];
    if (!row) {
      problems.push(`${status} has no row`);
      continue;
    }
    const moves = Object.entries<S | undefined>(row);
    for (const [event, to] of moves) {
      used.add(event);
      if (!(machine.events as readonly string[]).includes(event)) problems.push(`${status} --${event}--> uses an undeclared event`);
      if (to === undefined || !known(to)) problems.push(`${status} --${event}--> unknown status ${String(to)}`);
    }
    const isFinal = machine.final.includes(status);
    if (isFinal && moves.length > 0) problems.push(`${status} is final but has moves`);
    if (!isFinal && moves.length === 0) problems.push(`${status} is a dead end`);
  }
  const seen = reachable(machine);
  for (const status of machine.statuses) if (!seen.has(status)) problems.push(`${status} cannot be reached from ${machine.initial}`);
  for (const event of machine.events) if (!used.has(event)) problems.push(`event ${event} is never used`);
  return problems.map((problem) => `${machine.name}: ${problem}`);
}
