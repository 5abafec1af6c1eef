import { expect } from 'vitest';
import type { Decider } from './decider.ts';
import { foldEvents } from './decider.ts';
import type { DomainEvent } from './event-store/event-store.ts';

/** given(events).when(command).then(expected events) | .thenThrows(code), with no mocks. */
export function specFor<Command, Event extends DomainEvent, State>(decider: Decider<Command, Event, State>) {
  return (given: Event[]) => ({
    when: (command: Command) => {
      const run = () => decider.decide(command, foldEvents(decider, given));
      return {
        then: (expected: Event[]) => expect(run()).toEqual(expected),
        thenThrows: (code: string) => expect(run).toThrow(expect.objectContaining({ code })),
      };
    },
  });
}
