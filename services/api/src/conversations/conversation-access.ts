import type { ConversationActor, ConversationWorkflow, StartConversation } from '@grandtour/commands';
import { customerSubject, nameBasedUuid } from '@grandtour/commands';
import type { ObjectStore } from '@grandtour/platform';
import type {
  BookingQueries,
  CatalogueQueries,
  ConversationQueries,
  ConversationRecord,
} from '@grandtour/projections';
import type { ConversationParty, LanguageCode } from '@grandtour/shared';
import { isLanguageCode } from '@grandtour/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BookingRow } from '../route-helpers/own-booking.ts';
import type { LiveConversations } from './conversation-stream.ts';
import type { MessagePhotoAllowance } from './message-photos.ts';

export interface ConversationDependencies {
  conversations: { workflow: ConversationWorkflow; queries: ConversationQueries };
  live: LiveConversations;
  objects: ObjectStore;
  bookings: BookingQueries;
  cars: CatalogueQueries;
  photoAllowance: MessagePhotoAllowance;
  clock: () => Date;
}

/** The caller as one side of conversations: how they act, and which conversations are theirs. */
export interface PartyCaller {
  party: ConversationParty;
  actor: ConversationActor;
  /** `owner_id` or `customer_key` of the conversations that are theirs. */
  key: string;
}

export const isCallersConversation = (caller: PartyCaller, record: ConversationRecord) =>
  caller.party === 'owner' ? record.ownerId === caller.key : record.customerKey === caller.key;

/**
 * The signed-in account, else this browser's guest identity; with `create`, a guest identity is given to a browser
 * that has none yet (an inquiry), else such a browser has no conversations (null).
 */
export async function customerCaller(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  create = false,
): Promise<PartyCaller | null> {
  const account = await app.signedInAccount(request);
  if (account)
    return { party: 'customer', actor: { party: 'customer', userId: account.id }, key: `user:${account.id}` };
  const guestKey = create ? app.guestIdOf(request, reply) : app.knownGuestId(request);
  return guestKey ? { party: 'customer', actor: { party: 'customer', guestKey }, key: guestKey } : null;
}

export const ownerCaller = (ownerId: string): PartyCaller => ({
  party: 'owner',
  actor: { party: 'owner', userId: ownerId },
  key: ownerId,
});

export const bookingConversationId = (bookingId: string) =>
  nameBasedUuid('conversation', 'booking', bookingId);
export const inquiryConversationId = (carId: string, customerKey: string) =>
  nameBasedUuid('conversation', 'inquiry', carId, customerKey);

/** The booking's messages are no longer masked once it is confirmed (decision 94). */
export const isBookingConfirmed = (row: BookingRow) =>
  row.status === 'confirmed' || row.status === 'completed';

/** What starts a booking's conversation: its parties and names as the booking and the car have them. */
export async function bookingConversationStart(
  deps: ConversationDependencies,
  row: BookingRow,
): Promise<StartConversation['data']> {
  const car = await deps.cars.findCar(row.carId);
  const customerKey = customerSubject(row.userId);
  const guest = customerKey.startsWith('guest:');
  return {
    conversationId: bookingConversationId(row.id),
    kind: 'booking',
    bookingId: row.id,
    carId: row.carId,
    carName: `${row.carBrand} ${row.carModel}`,
    ownerId: row.ownerId,
    ownerName: car?.ownerName ?? '',
    customerKey,
    customerUserId: guest ? null : row.userId,
    guestEmail: guest ? (row.customerInfo.email ?? null) : null,
    customerName: row.customerInfo.firstName ?? '',
    language: (isLanguageCode(row.language) ? row.language : 'fr') as LanguageCode,
  };
}
