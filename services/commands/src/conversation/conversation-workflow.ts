import type { EventStore } from '@grandtour/event-store';
import { StreamVersionConflictError } from '@grandtour/event-store';
import { handleCommand, handleCommands } from '../command-handler.ts';
import type { ConversationEvent } from './conversation-events.ts';
import { conversationStreamName } from './conversation-events.ts';
import type {
  ClaimConversation,
  ConversationCommand,
  MarkConversationRead,
  PostMessage,
  ReportMessage,
  StartConversation,
} from './decide-conversation.ts';
import { conversationDecider } from './decide-conversation.ts';

type Data<Command extends { data: unknown }> = Command['data'];

/**
 * The conversation's commands with the clock's time (decision 94). A conflict with a concurrent writer (both sides
 * posting at once) is decided again on the fresh stream, so each message gets the next `seq`. `written` is told of
 * every append once it is committed (the live streams are woken by it, decision 95).
 */
export function createConversationWorkflow(deps: {
  store: EventStore;
  clock: () => Date;
  written?: (conversationId: string) => Promise<void>;
}) {
  const metadata = () => ({ now: deps.clock().toISOString() });
  const told = async (conversationId: string, events: ConversationEvent[]) => {
    if (events.length > 0) await deps.written?.(conversationId);
    return events;
  };
  const run = async (conversationId: string, command: ConversationCommand): Promise<ConversationEvent[]> =>
    told(
      conversationId,
      (
        await handleCommand(
          deps.store,
          conversationStreamName(conversationId),
          conversationDecider,
          command,
          {
            retries: 5,
          },
        )
      ).newEvents,
    );

  return {
    start: (start: Data<StartConversation>) =>
      run(start.conversationId, { type: 'StartConversation', data: start, metadata: metadata() }),
    post: (conversationId: string, message: Data<PostMessage>) =>
      run(conversationId, { type: 'PostMessage', data: message, metadata: metadata() }),
    /** Starts the conversation if it is new and posts its first message in one append. */
    startWith: async (start: Data<StartConversation>, message: Data<PostMessage>) => {
      const now = metadata();
      const commands: ConversationCommand[] = [
        { type: 'StartConversation', data: start, metadata: now },
        { type: 'PostMessage', data: message, metadata: now },
      ];
      for (let attempt = 0; ; attempt++) {
        try {
          const stream = conversationStreamName(start.conversationId);
          const { newEvents } = await handleCommands(deps.store, stream, conversationDecider, commands);
          return await told(start.conversationId, newEvents);
        } catch (error) {
          if (!(error instanceof StreamVersionConflictError) || attempt >= 5) throw error;
        }
      }
    },
    markRead: (conversationId: string, read: Data<MarkConversationRead>) =>
      run(conversationId, { type: 'MarkConversationRead', data: read, metadata: metadata() }),
    report: (conversationId: string, report: Data<ReportMessage>) =>
      run(conversationId, { type: 'ReportMessage', data: report, metadata: metadata() }),
    claim: (conversationId: string, claim: Data<ClaimConversation>) =>
      run(conversationId, { type: 'ClaimConversation', data: claim, metadata: metadata() }),
  };
}
export type ConversationWorkflow = ReturnType<typeof createConversationWorkflow>;
