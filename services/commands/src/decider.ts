import type { DomainEvent } from '@grandtour/event-store';

/** An aggregate's pure logic: fold its events into state, decide new events from a command. */
export interface Decider<Command, Event extends DomainEvent, State> {
  initialState(): State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): Event[];
}

export function foldEvents<Event extends DomainEvent, State>(
  decider: Pick<Decider<unknown, Event, State>, 'initialState' | 'evolve'>,
  events: readonly Event[],
): State {
  return events.reduce(decider.evolve, decider.initialState());
}
