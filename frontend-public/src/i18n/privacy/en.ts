import type { PrivacyTexts } from './fr.ts';

export const privacyEn: PrivacyTexts = {
  privacy: {
    documentTitle: 'Your personal data — Grand Tour',
    description: 'The personal data Grand Tour keeps, why and for how long, and how to download or erase it.',
    back: 'Back',
    eyebrow: 'Privacy',
    title: 'Your personal data',
    subtitle: 'What we keep, why and for how long: the periods shown are the ones our systems apply.',
    keptHeading: 'What we keep',
    labels: { what: 'Data', why: 'Purpose and legal basis', howLong: 'How long it is kept' },
    loading: 'Loading the retention periods…',
    failed: 'The retention periods could not be loaded.',
    retry: 'Try again',
    fields: {
      invoiceNumber: 'invoice number',
      bookingReference: 'booking reference',
      rentalDates: 'rental dates',
      car: 'car',
      amounts: 'amounts',
      vat: 'VAT',
      provider: 'payment provider',
      providerPaymentId: 'the provider’s payment id',
      amount: 'amount',
      paidAt: 'payment date',
    },
    categories: {
      account: {
        title: 'Account',
        what: 'First name, last name, username, e-mail, phone, password (stored hashed) and, for owners, address.',
        why: 'To identify you and let you follow your bookings. Legal basis: performance of the contract.',
        howLong: 'While the account exists; erased on request.',
      },
      bookings: {
        title: 'Bookings and customer details',
        what: 'Car, dates, places and amounts, with your name, e-mail and phone.',
        why: 'To perform the rental contract; the owner receives what the handover needs. Legal basis: performance of the contract.',
        howLong: 'With the account; erased on request, except the invoices and payment references below.',
      },
      driverDocuments: {
        title: 'Driving licence and ID documents',
        what: 'Licence details (number, dates, categories) and the photos of the licence and ID, encrypted.',
        why: 'To check that the driver may drive the rented car. Legal basis: performance of the contract.',
        howLong: (period: string) =>
          `${period} after the end of your last rental (or after they were sent, without a rental).`,
      },
      messages: {
        title: 'Messages between customers and owners',
        what: 'The messages and photos exchanged with owners, and questions asked about a car.',
        why: 'To arrange the rental. Legal basis: performance of the contract and the steps before it.',
        howLong: 'With the account; erased on request.',
      },
      reviews: {
        title: 'Reviews',
        what: 'The rating, the text, and the author’s name and city.',
        why: 'To inform other customers. Legal basis: our legitimate interest.',
        howLong:
          'Published with no time limit; on request, the author’s name and city are erased and the text stays, anonymised.',
      },
      contactMessages: {
        title: 'Contact form messages',
        what: 'Name, e-mail, phone, subject and message.',
        why: 'To answer you. Legal basis: our legitimate interest in handling your requests.',
        howLong: (period: string) => `${period} after they were received.`,
      },
      guestData: {
        title: 'Visitors without an account who have not booked',
        what: 'Questions asked to owners and contact details left from a browser without an account.',
        why: 'To let you use the site without an account. Legal basis: our legitimate interest.',
        howLong: (period: string) =>
          `${period} after the last activity, as long as no booking was made (otherwise, like bookings).`,
      },
      emails: {
        title: 'E-mails sent',
        what: 'The log of the e-mails we sent you: recipient, subject, date and a summary of the content.',
        why: 'To prove and resend the notices about your bookings. Legal basis: performance of the contract.',
        howLong: 'With the account; erased on request.',
      },
      invoices: {
        title: 'Invoices and receipts',
        what: (fields: string) => `Only: ${fields}. Never your name, e-mail or phone.`,
        why: 'Legal obligation to keep accounting records (French Commercial Code, art. L123-22).',
        howLong: (period: string) => `${period}, even after your data is erased.`,
      },
      paymentReferences: {
        title: 'Payment references',
        what: (fields: string) => `Only: ${fields}.`,
        why: 'To answer a payment dispute (chargeback). Legal basis: our legitimate interest and the card schemes’ rules.',
        howLong: (period: string) =>
          `${period} after the booking’s last payment, even after your data is erased.`,
      },
      adminAccess: {
        title: 'Our administrators’ reads of your data',
        what: 'Who read what, and when (your documents, a reported conversation, a claim, a booking’s history, an export).',
        why: 'To account for every access to your data. Legal basis: our security and accountability obligations (GDPR, art. 5 and 32).',
        howLong: 'With your data; each read is listed in your export.',
      },
    },
    rights: {
      heading: 'Your rights',
      download: {
        title: 'Download your data',
        text: 'From your account, download all your data in one file. Without an account, ask us for a link: we send it to you by e-mail.',
        link: 'My data',
      },
      erase: {
        title: 'Erase your data',
        before: 'From your account, confirmed through a link we e-mail you, or by writing to us from the ',
        link: 'contact page',
        after:
          '. Invoices, receipts and payment references are kept, with only the fields above, for as long as the law requires.',
      },
      encryption: {
        title: 'How erasure works',
        text: 'Each person’s data is encrypted with their own key; erasing your data destroys that key, so even our backups and our history can no longer read it.',
      },
      more: {
        before:
          'You may also have your data corrected, object to its processing or complain to the CNIL: see our ',
        link: 'privacy policy',
        after: '.',
      },
    },
  },
};
