import type { OwnerDepositTexts } from './fr.ts';

export const depositsEn: OwnerDepositTexts = {
  app: {
    deposit: {
      title: 'Deposit',
      amount: 'Amount: %{amount}',
      status: {
        scheduled: 'To be held on %{when}',
        scheduled_soon: 'To be held shortly before pickup',
        held: 'Held until %{until}',
        failed: 'Declined by the customer’s bank',
        released: 'Released on %{when}',
        captured: '%{captured} charged',
        waived: 'You waived the deposit',
        not_required: 'No deposit required',
      },
      column: 'Deposit',
      notSecured: 'Deposit not secured',
      notSecuredFailed:
        'The customer’s bank declined the deposit: “%{message}”. The customer was sent a link to use another card.',
      notSecuredFailedNoMessage:
        'The customer’s bank declined the deposit. The customer was sent a link to use another card.',
      notSecuredAtPickup: 'Pickup time has come and the deposit is still not held.',
      waive: 'Waive the deposit',
      waiveTitle: 'Waive the %{amount} deposit?',
      waiveContent:
        'The car can then be handed over without a deposit: in case of damage, nothing is held on the customer’s card. This cannot be undone.',
      waived: 'You waived the deposit.',
      pickUp: 'Mark as picked up',
      pickUpBlocked: 'Possible once the deposit is held, or if you waive it.',
      pickedUp: 'Car marked as picked up.',
      pickedUpAt: 'Picked up on %{when}',
    },
    timeline: {
      deposit_held: 'Deposit held',
      deposit_hold_failed: 'Deposit declined by the bank',
      deposit_released: 'Deposit released',
      deposit_captured: 'Deposit charged',
      return_extras: 'Return extras (kilometres, fuel, lateness)',
      claim_excess_charged: 'Damage beyond the deposit, charged to the card',
      extras_charged: 'Return extras charged to the card',
      deposit_waived: 'Deposit waived',
      picked_up: 'Car picked up',
      payout_scheduled: 'Payout scheduled',
      payout_sent: 'Payout sent',
      payout_failed: 'Payout failed',
      payout_cancelled: 'Payout cancelled',
    },
  },
};
