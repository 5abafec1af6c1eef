import type { OwnerDocumentTexts } from './fr.ts';

export const documentsEn: OwnerDocumentTexts = {
  app: {
    driverDocuments: {
      title: 'Driver’s documents',
      privacy:
        'Sensitive personal data: visible only during the booking, and every view is recorded in your name.',
      kinds: {
        licence_front: 'Licence – front',
        licence_back: 'Licence – back',
        identity: 'Identity document',
      },
      missing: 'Not sent yet',
      openPdf: 'Open the PDF',
      status: {
        none: 'The driver has not sent any document yet.',
        submitted: 'To check',
        verified: 'Verified driver',
        rejected: 'Documents refused',
      },
      verifiedUntil: 'Verified driver until %{date}',
      verify: 'Verify the driver',
      verified: 'Driver verified.',
      reject: 'Refuse',
      rejectTitle: 'Refuse the documents',
      reason: 'Reason (shown to the driver in their language)',
      note: 'Message to the driver (optional)',
      confirmReject: 'Refuse the documents',
      cancel: 'Cancel',
      rejected: 'Documents refused: the driver sees the reason.',
      reasons: {
        unreadable: 'Unreadable',
        expired: 'Expired',
        name_mismatch: 'Name does not match',
        incomplete: 'Incomplete',
        not_accepted: 'Document not accepted',
        other: 'Other',
      },
      notVerifiedSoon: 'Pickup in less than 24 hours: the driver is not verified.',
      rejectedCancels:
        'If the documents still stand refused 24 hours before pickup, the booking is cancelled and refunded in full.',
      unavailable: 'Documents can only be seen during an ongoing booking.',
    },
  },
};
