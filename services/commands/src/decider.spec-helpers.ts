import { expect } from 'vitest';
import type { DomainEvent } from '@grandtour/event-store';
import type { Decider } from './decider.ts';
import { foldEvents } from './decider.ts';

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
