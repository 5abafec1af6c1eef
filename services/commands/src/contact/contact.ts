import type { ContactSubject, LanguageCode } from '@grandtour/shared';
import type { DomainEvent } from '@grandtour/event-store';
import type { Decider } from '../decider.ts';
import { DomainError } from '../domain-error.ts';

export const contactStreamName = (messageId: string) => `contact-${messageId}`;

export interface ContactMessage {
  messageId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  subject: ContactSubject;
  message: string;
  /** The language to answer in (the acknowledgement e-mail). */
  language: LanguageCode;
  /** Who sent it, when known: a signed-in account or this browser's guest identity. */
  senderId: string | null;
}

/** A visitor wrote to the support team; the notifications acknowledge it and forward it. */
export type ContactMessageReceived = DomainEvent<
  'ContactMessageReceived',
  ContactMessage & { receivedAt: string }
>;
export type ContactEvent = ContactMessageReceived;

export type SendContactMessage = {
  type: 'SendContactMessage';
  data: ContactMessage;
  metadata: { now: string };
};
export type ContactState = { status: 'none' } | { status: 'received' };

export const contactDecider: Decider<SendContactMessage, ContactEvent, ContactState> = {
  initialState: () => ({ status: 'none' }),
  evolve: () => ({ status: 'received' }),
  decide(command, state) {
    if (state.status === 'received')
      throw new DomainError('contact_message_exists', 'conflict', 'This message was already received.');
    return [
      {
        type: 'ContactMessageReceived',
        data: { ...command.data, email: command.data.email.toLowerCase(), receivedAt: command.metadata.now },
      },
    ];
  },
};
