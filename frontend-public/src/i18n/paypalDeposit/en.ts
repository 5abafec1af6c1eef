import type { PayPalDepositTexts } from './fr.ts';

export const paypalDepositEn: PayPalDepositTexts = {
  title: 'Deposit with PayPal',
  explanation: (amount) =>
    `${amount} is held on your PayPal account, not charged: it is released 48 hours after the return if nothing is claimed.`,
  approve: 'Hold the deposit with PayPal',
  approving: 'Holding…',
  demoBanner: 'Demo mode: no PayPal account is used, the approval is simulated right here.',
  held: (amount) => `Deposit of ${amount} held with PayPal.`,
  failed: 'PayPal could not hold the deposit. Try again, or choose a card.',
  unavailable: 'PayPal is unavailable right now. Please try again in a moment.',
};
