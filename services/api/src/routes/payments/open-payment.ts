import type { BookingWorkflow, PaymentProviderName } from '@grandtour/commands';
import type { Booking, PaymentMethod } from '@grandtour/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../../plugins/error-handler.ts';
import { checkPayable } from './payable-booking.ts';

/**
 * Opens a card intent or a PayPal order for a payable booking, for exactly its frozen total, and records it on the
 * booking. The provider is called with a key derived from the booking, so coming back to pay opens nothing new.
 * Null when the booking cannot be paid: the refusal has then been sent.
 */
export async function openPayment<Opened extends { id: string }>(input: {
  request: FastifyRequest;
  reply: FastifyReply;
  booking: Booking;
  amount: number | string;
  workflow: BookingWorkflow;
  now: Date;
  provider: PaymentProviderName;
  method: PaymentMethod;
  open: (amountCents: number) => Promise<Opened>;
}): Promise<Opened | null> {
  const { request, reply, booking, workflow } = input;
  const payable = await checkPayable({ booking, amount: input.amount, workflow, now: input.now });
  if (!payable.ok) {
    await sendError(reply, request, payable.status, payable.code, payable.details);
    return null;
  }
  const opened = await input.open(payable.amountCents);
  await workflow.recordPaymentIntent(booking.id, {
    provider: input.provider,
    method: input.method,
    paymentIntentId: opened.id,
    amountCents: payable.amountCents,
  });
  return opened;
}
