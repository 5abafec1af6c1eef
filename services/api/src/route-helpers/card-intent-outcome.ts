import type { BookingWorkflow, PaymentProviderName, RequestWorkflow } from '@grandtour/commands';

/** What a card provider says of a booking's payment intent: charged, or only authorised (a request to book). */
export interface CardIntentOutcome {
  kind: 'succeeded' | 'authorised';
  bookingId: string;
  provider: PaymentProviderName;
  paymentIntentId: string;
  amountCents: number;
  /** The provider's event, when the news came by webhook or its demo equivalent; null when we asked. */
  providerEventId: string | null;
}

/**
 * Records it on the booking, whichever way it arrived (webhook, demo card form, sync after a redirect): a charge
 * confirms the booking, an authorisation goes to the owner's answer (decision 85). The card intent is its own id.
 */
export async function recordCardIntentOutcome(
  deps: { workflow: BookingWorkflow; requests: RequestWorkflow },
  outcome: CardIntentOutcome,
): Promise<void> {
  const { kind, paymentIntentId, ...common } = outcome;
  if (kind === 'authorised')
    await deps.requests.authorised({
      ...common,
      method: 'card',
      paymentIntentId,
      authorisationId: paymentIntentId,
    });
  else
    await deps.workflow.paymentSucceeded({
      ...common,
      method: 'card',
      paymentIntentId,
      paymentId: paymentIntentId,
    });
}
