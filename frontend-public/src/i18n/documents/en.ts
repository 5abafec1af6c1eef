import type { DocumentTexts } from './fr.ts';

export const documentsEn: DocumentTexts = {
  heading: 'Driving licence and ID',
  intro:
    'Send both sides of your driving licence and an identity document: a sharp photo taken with your phone, or a PDF. The owner checks them before handing over the keys.',
  privacy: (days) =>
    `Your documents are encrypted. Only the owner of your current rental and our team can see them, and every view is recorded. They are erased ${days} days after your last rental.`,
  kinds: { licence_front: 'Licence – front', licence_back: 'Licence – back', identity: 'Identity document' },
  choose: 'Photo or PDF',
  replace: 'Replace',
  uploading: 'Uploading…',
  sentOn: (date) => `Sent on ${date}`,
  missing: 'To send',
  status: {
    none: 'No document sent yet.',
    submitted: 'Documents sent: waiting for the owner’s check.',
    verified: 'Verified driver',
    rejected: 'Documents refused',
  },
  verifiedUntil: (date) => `Verified driver until ${date}`,
  reasons: {
    unreadable: 'A document cannot be read (blurred, cut off or with glare).',
    expired: 'A document has expired.',
    name_mismatch: 'The name does not match the booking’s main driver.',
    incomplete: 'A side of the licence or the identity document is missing.',
    not_accepted: 'This kind of document is not accepted.',
    other: 'Your documents could not be accepted.',
  },
  ownerNote: (note) => `The owner’s message: “${note}”`,
  sendAgain:
    'Send new documents: they will be checked again. If they still stand refused 24 hours before pickup, the booking is cancelled and refunded in full.',
  uploaded: (kind) => `${kind} sent.`,
  loadError: 'Your documents could not be loaded.',
  retry: 'Try again',
  documentTitle: 'Licence and ID — Grand Tour',
  pageDescription: 'Send your licence and ID once for all your Grand Tour rentals.',
  signInFirst:
    'Sign in to send your documents once for all your bookings. Without an account, send them from your booking’s page.',
  signIn: 'Sign in',
};
