import type { erasureFr } from './fr.ts';

export const erasureEn: typeof erasureFr = {
  resources: {
    erasures: {
      name: 'Data erasure |||| Data erasures',
      fields: {
        subject: 'Person (identifier)',
        status: 'Status',
        requestedBy: 'Asked by',
        requestedAt: 'Asked on',
        erasedAt: 'Erased on',
      },
    },
  },
  app: {
    erasure: {
      ownerMenu: 'Erase my data',
      ownerSent:
        'A confirmation e-mail was sent to your account’s address. Open its link within 24 hours to erase your data.',
      menu: 'Data erasure',
      formTitle: 'Erase a person’s data',
      formIntro:
        'On the person’s request (GDPR art. 17): their account and the bookings and messages made as a guest with this address are erased by the next sweep, within minutes. Invoices and receipts stay for 10 years, without name or contact details.',
      email: 'The person’s e-mail address',
      submit: 'Erase their data',
      confirmTitle: 'Erase the data of %{email}?',
      confirmContent:
        'The erasure is final: neither the person nor the team will be able to get this data back.',
      requested: 'Erasure asked for: %{subjects}',
      recent: 'Latest erasures',
      empty: 'No erasure yet.',
      status: { requested: 'Asked', erased: 'Erased' },
      requestedBy: { self: 'The person', administrator: 'An administrator', retention: 'End of retention' },
    },
  },
};
