import type { ErasureTexts } from './fr.ts';

export const erasureEn: ErasureTexts = {
  pageDescription: 'Your personal data at Grand Tour: erase your account and your data.',
  erasureHeading: 'Erase my data',
  erasedIntro: 'Your account is closed and, within a few minutes, we erase:',
  erasedItems: [
    'your name, e-mail address, phone, address and date of birth;',
    'your licence, your identity documents and the photos you sent;',
    'your messages, your reviews (which stay, anonymous) and the e-mails we wrote to you.',
  ],
  keptIntro: 'What the law requires us to keep, without your name, e-mail or phone:',
  keptItems: [
    'your invoices and receipts for 10 years (French commercial code): booking reference, dates, amounts and car;',
    'the payment references, in case of a dispute with your bank.',
  ],
  howItWorks:
    'To make sure it is you, we send a confirmation link to your account’s e-mail address. It is valid for 24 hours. While a rental is under way or to come, or a claim is open, the erasure waits until they are over.',
  ask: 'Send me the confirmation link',
  asking: 'Sending…',
  sent: (email) =>
    `An e-mail was just sent to ${email}. Open its link within 24 hours to confirm the erasure.`,
  askError: 'The e-mail could not be sent. Please try again.',
  confirmTitle: 'Erase my data | Grand Tour',
  confirmHeading: 'Erase my data',
  confirmIntro:
    'Your account will be closed and your personal data erased. Only your invoices and receipts remain, without your name or contact details, as the law requires. This cannot be undone.',
  confirm: 'Erase my data for good',
  confirming: 'Erasing…',
  done: 'Confirmed.',
  doneDetail: 'Your data will be erased within a few minutes. Thank you for travelling with Grand Tour.',
  missingToken: 'This link is incomplete: open the exact link you received by e-mail.',
  confirmError: 'The erasure could not be confirmed. Please try again.',
  askAgain: 'Ask for a new link',
};
