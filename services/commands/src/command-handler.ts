import type { DomainEvent, EventStore } from '@grandtour/event-store';
import { StreamVersionConflictError } from '@grandtour/event-store';
import { inCommandSpan } from './command-span.ts';
import type { Decider } from './decider.ts';
import { foldEvents } from './decider.ts';

export interface CommandResult<Event extends DomainEvent> {
  /** What this command appended; empty when it changed nothing (an idempotent repeat). */
  newEvents: Event[];
  nextExpectedVersion: number;
}

/**
 * Read the stream, decide, append with the version that was read. A concurrent writer makes the append fail
 * with StreamVersionConflictError instead of overwriting what it did not see; with `retries`, the command is
 * decided again on the fresh state (the decider re-checks every rule), which suits idempotent intents.
 */
export async function handleCommand<Command, Event extends DomainEvent, State>(
  store: EventStore,
  streamName: string,
  decider: Decider<Command, Event, State>,
  command: Command,
  options: { retries?: number } = {},
): Promise<CommandResult<Event>> {
  return inCommandSpan(commandName(command), streamName, async () => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await decideAndAppend(store, streamName, decider, command);
      } catch (error) {
        if (!(error instanceof StreamVersionConflictError) || attempt >= (options.retries ?? 0)) throw error;
      }
    }
  });
}

const commandName = (command: unknown) => String((command as { type?: unknown } | null)?.type ?? 'unnamed');

async function decideAndAppend<Command, Event extends DomainEvent, State>(
  store: EventStore,
  streamName: string,
  decider: Decider<Command, Event, State>,
  command: Command,
): Promise<CommandResult<Event>> {
  const { events, currentVersion } = await store.readStream<Event>(streamName);
  const newEvents = decider.decide(command, foldEvents(decider, events));
  if (newEvents.length === 0) return { newEvents, nextExpectedVersion: currentVersion };
  const { nextExpectedVersion } = await store.appendToStream(streamName, newEvents, {
    expectedVersion: currentVersion,
  });
  return { newEvents, nextExpectedVersion };
}

/**
 * Several commands on one stream as one change: each is decided on the state the previous ones leave, and every
 * event is appended at once with the version that was read. Any refusal leaves the stream untouched.
 */
export async function handleCommands<Command, Event extends DomainEvent, State>(
  store: EventStore,
  streamName: string,
  decider: Decider<Command, Event, State>,
  commands: readonly Command[],
): Promise<CommandResult<Event>> {
  const names = [...new Set(commands.map(commandName))].join(',');
  return inCommandSpan(names, streamName, () => decideAllAndAppend(store, streamName, decider, commands));
}

async function decideAllAndAppend<Command, Event extends DomainEvent, State>(
  store: EventStore,
  streamName: string,
  decider: Decider<Command, Event, State>,
  commands: readonly Command[],
): Promise<CommandResult<Event>> {
  const { events, currentVersion } = await store.readStream<Event>(streamName);
  let state = foldEvents(decider, events);
  const newEvents: Event[] = [];
  for (const command of commands) {
    const decided = decider.decide(command, state);
    state = decided.reduce(decider.evolve, state);
    newEvents.push(...decided);
  }
  if (newEvents.length === 0) return { newEvents, nextExpectedVersion: currentVersion };
  const { nextExpectedVersion } = await store.appendToStream(streamName, newEvents, {
    expectedVersion: currentVersion,
  });
  return { newEvents, nextExpectedVersion };
}
