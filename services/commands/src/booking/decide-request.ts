import { requestRespondBy } from '@grandtour/shared';
import { DomainError } from '../domain-error.ts';
import type { BookingEvent, BookingState } from './booking.ts';
import type { RequestAuthorisation } from './request-events.ts';
import { awaitingOwner } from './request-state.ts';

type Now = { metadata: { now: string } };

/** The customer's payment for a request to book is authorised, not captured (decision 85). */
export type RecordPaymentAuthorisation = {
  type: 'RecordPaymentAuthorisation';
  data: RequestAuthorisation & { providerEventId: string | null };
} & Now;
export type AcceptBookingRequest = { type: 'AcceptBookingRequest'; data: { ownerId: string } } & Now;
export type DeclineBookingRequest = {
  type: 'DeclineBookingRequest';
  data: { ownerId: string; message: string | null };
} & Now;
/** The owner's day has passed without an answer. */
export type ExpireBookingRequest = { type: 'ExpireBookingRequest' } & Now;
export type RecordAuthorisationVoided = {
  type: 'RecordAuthorisationVoided';
  data: { authorisationId: string };
} & Now;

export type RequestCommand =
  | RecordPaymentAuthorisation
  | AcceptBookingRequest
  | DeclineBookingRequest
  | ExpireBookingRequest
  | RecordAuthorisationVoided;

type Existing = Exclude<BookingState, { status: 'none' }>;
/** Cancels the booking for a platform reason (nothing was charged, so nothing is kept). */
type Cancel = (reason: 'request_declined' | 'request_expired') => BookingEvent[];

const notARequest = () =>
  new DomainError('booking_not_a_request', 'rule', 'This booking is not a request to book.');
const notPending = () =>
  new DomainError('request_not_pending', 'conflict', 'This request is no longer waiting for an answer.');

function mustBeTheOwner(state: Existing, ownerId: string) {
  if (state.terms.ownerId !== ownerId)
    throw new DomainError('forbidden', 'forbidden', 'Only the owner of the car can do this.');
}

/** The request's commands, decided on the booking's own stream (decision 85). */
export function decideRequest(command: RequestCommand, state: Existing, cancel: Cancel): BookingEvent[] {
  const { now } = command.metadata;
  const { bookingId, carId, ownerId } = state.terms;
  const request = state.request;
  if (!request) throw notARequest();
  switch (command.type) {
    case 'RecordPaymentAuthorisation': {
      const { providerEventId, ...authorisation } = command.data;
      if (providerEventId && state.processedProviderEvents.has(providerEventId)) return [];
      if (request.authorisation?.authorisationId === authorisation.authorisationId) return [];
      if (state.status !== 'pending' || request.authorisation || state.payment)
        throw new DomainError('booking_not_payable', 'conflict', 'This booking is not awaiting payment.');
      if (authorisation.amountCents !== state.terms.quote.totalCents)
        throw new DomainError('payment_amount_mismatch', 'rule', 'The amount paid is not the booking total.');
      return [
        {
          type: 'PaymentAuthorised',
          data: {
            bookingId,
            carId,
            ownerId,
            ...authorisation,
            providerEventId,
            authorisedAt: now,
            respondBy: requestRespondBy(now),
          },
        },
      ];
    }
    case 'AcceptBookingRequest':
      mustBeTheOwner(state, command.data.ownerId);
      if (request.accepted) return [];
      if (state.status !== 'pending' || !awaitingOwner(request) || now >= request.respondBy!)
        throw notPending();
      return [{ type: 'BookingRequestAccepted', data: { bookingId, carId, ownerId, acceptedAt: now } }];
    case 'DeclineBookingRequest':
      mustBeTheOwner(state, command.data.ownerId);
      if (state.status !== 'pending' || !awaitingOwner(request) || now >= request.respondBy!)
        throw notPending();
      return [
        {
          type: 'BookingRequestDeclined',
          data: { bookingId, carId, ownerId, message: command.data.message, declinedAt: now },
        },
        ...cancel('request_declined'),
      ];
    case 'ExpireBookingRequest':
      if (state.status !== 'pending' || !awaitingOwner(request) || now < request.respondBy!) return [];
      return [
        { type: 'BookingRequestExpired', data: { bookingId, carId, ownerId, expiredAt: now } },
        ...cancel('request_expired'),
      ];
    case 'RecordAuthorisationVoided':
      if (request.voided || request.authorisation?.authorisationId !== command.data.authorisationId)
        return [];
      return [
        {
          type: 'AuthorisationVoided',
          data: { bookingId, authorisationId: command.data.authorisationId, voidedAt: now },
        },
      ];
    default: {
      const exhaustive: never = command;
      return exhaustive;
    }
  }
}
