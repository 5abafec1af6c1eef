import type { PaymentMethod } from '@grandtour/shared';
import type { DepositTexts } from './fr.ts';

const on = { card: 'on your card', paypal: 'on your PayPal account' } satisfies Record<PaymentMethod, string>;

export const depositsEn: DepositTexts = {
  heading: 'Deposit',
  amount: 'Deposit amount',
  status: {
    scheduled: (amount, when, method) =>
      `${amount} deposit: it will be held ${on[method]} on ${when}, without being charged.`,
    scheduledSoon: (amount, method) =>
      `${amount} deposit: it will be held ${on[method]} shortly before pickup, without being charged.`,
    held: (amount, until, method) => `${amount} deposit held ${on[method]} until ${until}.`,
    heldNote:
      'Nothing is charged: the deposit is released 48 hours after the return unless damage is reported.',
    failed: (amount) => `The ${amount} deposit could not be held on your card.`,
    failedReason: (message) => `Your bank’s answer: “${message}”`,
    failedNote:
      'Your booking stays confirmed, but the car can only be handed over once the deposit is secured.',
    released: (amount, when) => `${amount} deposit released on ${when}: nothing was charged.`,
    captured: (captured, amount) =>
      `${captured} taken from the ${amount} deposit for the return's extras and accepted damage (see the handover report and the damage reported); the rest was released.`,
    waived: (amount) => `The owner waived the ${amount} deposit: nothing will be held.`,
    not_required: 'No deposit is required for this rental.',
  },
  heldAt: (when) => `Held on ${when}`,
  useAnotherCard: 'Use another card',
  page: {
    documentTitle: (reference) => `Deposit for booking ${reference} — Grand Tour`,
    back: 'Back to the booking',
    eyebrow: 'Deposit',
    title: 'Secure the deposit',
    intro: (amount, reference) =>
      `Authorise the ${amount} deposit for booking ${reference} on another card. The amount is only held, never charged except for the return’s extras or an accepted damage claim.`,
    submit: 'Authorise the deposit',
    submitting: 'Authorising…',
    preparing: 'Preparing the secure form…',
    prepareError: 'The card form could not be prepared.',
    confirmError: 'Your bank accepted the card, but we could not record the deposit. Please try again.',
    retry: 'Try again',
    successTitle: 'Deposit secured',
    alreadyHeldTitle: 'Deposit already secured',
    nothingToSecure: 'There is no deposit to secure for this booking.',
    viewBooking: 'View the booking',
    orCard: 'Or with another card',
  },
};
