import type { RequestAuthorisation, RequestEvent } from './request-events.ts';

/** Where a request to book stands (decision 85); the booking's `request` is null for an instant booking. */
export interface RequestFacts {
  /** The customer's authorised payment, until it is captured or voided. */
  authorisation: RequestAuthorisation | null;
  respondBy: string | null;
  accepted: boolean;
  /** Declined or expired: the owner's answer is no longer awaited. */
  closed: boolean;
  voided: boolean;
}

export const OPEN_REQUEST: RequestFacts = {
  authorisation: null,
  respondBy: null,
  accepted: false,
  closed: false,
  voided: false,
};

export function evolveRequest(request: RequestFacts | null, event: RequestEvent): RequestFacts | null {
  const current = request ?? OPEN_REQUEST;
  switch (event.type) {
    case 'PaymentAuthorised': {
      const { provider, method, paymentIntentId, authorisationId, amountCents, respondBy } = event.data;
      return {
        ...current,
        authorisation: { provider, method, paymentIntentId, authorisationId, amountCents },
        respondBy,
      };
    }
    case 'BookingRequestAccepted':
      return { ...current, accepted: true };
    case 'BookingRequestDeclined':
    case 'BookingRequestExpired':
      return { ...current, closed: true };
    case 'AuthorisationVoided':
      return { ...current, voided: true };
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

/** Authorised, neither answered nor off: the owner's answer is awaited. */
export const awaitingOwner = (request: RequestFacts | null): boolean =>
  request !== null && request.authorisation !== null && !request.accepted && !request.closed;
