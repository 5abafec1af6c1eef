import type { MyDataTexts } from './fr.ts';

export const myDataEn: MyDataTexts = {
  documentTitle: 'My data — Grand Tour',
  pageDescription: 'Download all the data Grand Tour keeps about you.',
  heading: 'My data',
  intro:
    'Download a ZIP archive of everything we keep about you: account, bookings, payments, messages, reviews, driver documents and e-mails sent, with a README explaining each file.',
  kept: 'Some data is kept even after erasure because the law requires it: invoices and receipts (10 years) and payment references for disputes. The archive says so.',
  download: 'Download my data',
  downloadHint: 'The archive holds your documents decrypted: keep it somewhere safe.',
  guestHeading: 'Booked without an account?',
  guestIntro:
    'Enter the e-mail address you used for your bookings, messages or contact requests: we will send a download link there, valid for 24 hours.',
  email: 'E-mail address',
  emailInvalid: 'Enter a valid e-mail address.',
  send: 'Get the link',
  sending: 'Sending…',
  sent: 'If we hold data for this address, we have just sent you a link. Remember to check your spam folder.',
  rateLimited: 'Too many requests for now. Please try again a little later.',
  failed: 'The request did not go through. Check your connection and try again.',
  linkHeading: 'Your archive is ready',
  linkIntro: 'This link is personal and works for 24 hours.',
  preparing: 'Preparing the archive…',
  linkExpired: 'This link has expired (it lasts 24 hours). Ask for a new one below.',
  linkInvalid: 'This link is not valid. Ask for a new one below.',
  downloaded: 'Download started.',
};
