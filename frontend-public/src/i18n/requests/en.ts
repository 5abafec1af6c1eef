import type { RequestTexts } from './fr.ts';

export const requestsEn: RequestTexts = {
  mode: 'Booking on request',
  submit: 'Send the request',
  submitting: 'Sending the request…',
  authorise: 'Authorise the payment',
  authorising: 'Authorising…',
  note: (hours) => `You will only be charged if the owner accepts. They have ${hours} h to respond.`,
  sent: {
    documentTitle: 'Request sent — Grand Tour',
    title: 'Request sent',
    amountAuthorised: 'Amount authorised',
    emailNotice: 'You will receive an e-mail as soon as the owner has responded.',
    viewBooking: 'Follow my request',
  },
  status: {
    awaiting_owner: 'Awaiting the owner',
    declined: 'Declined',
    expired: 'Expired',
    withdrawn: 'Withdrawn',
    lapsed: 'Cancelled',
  },
  awaiting: (date) => `Awaiting the owner’s response — due by ${date}`,
  awaitingSoon: 'Awaiting the owner’s response',
  declined: 'Request declined by the owner',
  declineMessage: 'The owner’s message',
  expired: 'Request expired: the owner did not respond in time. Nothing was charged.',
  withdrawn: 'Request withdrawn: you cancelled it before the owner responded. Nothing was charged.',
  lapsed:
    'The owner accepted, but the payment authorisation was no longer valid: the booking is cancelled and nothing was charged.',
  nothingCharged: 'Nothing was charged: the payment authorisation has been released.',
  withdraw: 'Withdraw the request',
};
