import { legalFacts, type LegalTexts } from './legalDocument.ts';

const { company: c, address, shareCapital, money } = legalFacts('en');

export const legalEn: LegalTexts = {
  legal: {
    eyebrow: 'Legal information',
    back: 'Back',
    updated: 'Last updated:',
    newTab: 'new tab',
    documents: {
      terms: {
        title: 'Terms of rental',
        description: `The terms for renting the cars booked on ${c.brand}: price, payment, security deposit, changes and cancellation.`,
        sections: [
          {
            heading: 'Purpose',
            paragraphs: [
              `These terms govern the rental of the cars their owners offer on ${c.website}, a site published by ${c.legalName}. Every booking means acceptance of these terms.`,
            ],
          },
          {
            heading: 'Price',
            paragraphs: [
              'The rental price is the car’s daily price times the number of days, any day begun being due. The total price is shown before payment and does not change afterwards.',
              money.serviceFee,
              money.delivery,
            ],
          },
          {
            heading: 'Payment and security deposit',
            paragraphs: ['The total price is paid when booking, by card or PayPal.', money.deposit],
          },
          { heading: 'Changes', paragraphs: [money.change] },
          { heading: 'Cancellation', paragraphs: [money.cancellation] },
          {
            heading: 'Driver',
            paragraphs: [
              'At pickup, the driver shows a valid driving licence, an identity document and a bank card in their name.',
            ],
          },
          {
            heading: 'Insurance',
            paragraphs: [
              'Every rental includes complete insurance for its whole duration. The security deposit covers damage and costs left to the driver.',
            ],
          },
          {
            heading: 'Right of withdrawal',
            paragraphs: [
              'Renting a car for a set date carries no right of withdrawal (French Consumer Code, article L221-28, 12°); the cancellation terms above apply.',
            ],
          },
          {
            heading: 'Complaints and mediation',
            paragraphs: [
              `Write to us at ${c.email}. If we cannot agree, you may refer the matter free of charge to the consumer mediator ${c.mediator.name} (${c.mediator.address}, ${c.mediator.website}). These terms are governed by French law.`,
            ],
          },
        ],
      },
      notice: {
        title: 'Legal notice',
        description: `The publisher, publication director and host of ${c.website}.`,
        sections: [
          {
            heading: 'Publisher',
            paragraphs: [
              `${c.website} is published by ${c.legalName}, a ${c.legalForm} with a share capital of ${shareCapital}, registered office ${address}.`,
              `${c.registration} · SIREN ${c.siren} · VAT ${c.vatNumber}`,
              `E-mail: ${c.email} · Phone: ${c.phone}`,
            ],
          },
          { heading: 'Publication director', paragraphs: [c.publicationDirector] },
          { heading: 'Host', paragraphs: [`${c.host.name}, ${c.host.address} · ${c.host.phone}`] },
          {
            heading: 'Intellectual property',
            paragraphs: [
              `The site’s texts, illustrations and logos belong to ${c.legalName} or to their authors; any reproduction without permission is forbidden. Car descriptions and photos are provided by the cars’ owners.`,
            ],
          },
        ],
      },
      privacy: {
        title: 'Privacy policy',
        description: `The personal data ${c.brand} processes, why, for how long, and your rights.`,
        sections: [
          {
            heading: 'Controller',
            paragraphs: [`${c.legalName}, ${address}. For any question about your data: ${c.privacyEmail}.`],
          },
          {
            heading: 'Data and purposes',
            paragraphs: [
              'Account: name, e-mail, phone and password (stored hashed), to identify you and follow your bookings.',
              'Bookings: car, dates, places, driver details and amounts, to perform the rental contract; the car’s owner receives what the handover needs.',
              'Payment: card numbers are entered with our payment provider (Stripe) or with PayPal; we keep only the outcome of the payment.',
              'Messages: what you write to us through the contact form, to answer you.',
            ],
          },
          {
            heading: 'Legal bases and retention',
            paragraphs: [
              'Bookings and payments rest on the performance of the contract; accounting records (receipts) are kept ten years, as the law requires. An account is kept while it is used and deleted on request. Measures against fraud and abuse rest on our legitimate interest.',
            ],
          },
          {
            heading: 'Your rights',
            paragraphs: [
              `You may access, correct, erase or port your data, or object to its processing, by writing to ${c.privacyEmail}. You may also complain to the CNIL, the French data protection authority (www.cnil.fr).`,
              'You can also download a copy of all your data yourself, at any time (bookings, payments, messages, reviews, documents, e-mails received and our team’s views of your data), from the “My data” page (/account/data); without an account, enter your e-mail address there to receive a link. The archive states what the law makes us keep even after erasure: receipts, for ten years, with their required fields only, and the payment references needed for disputes.',
            ],
          },
        ],
      },
      cookies: {
        title: 'Cookies',
        description: `The cookies and storage ${c.website} uses: only those the service needs.`,
        sections: [
          {
            heading: 'What we set',
            paragraphs: [
              'gt_session: keeps you signed in to your account, until your session expires.',
              'gt_guest: finds the favourites and bookings you made without an account, one year.',
              'gt_known: recognises a browser that signed in before, to protect sign-in against abuse, one year; sent to the sign-in page only.',
              'grandtour.language and grandtour.currency: your display language and currency.',
            ],
          },
          {
            heading: 'No advertising or audience measurement',
            paragraphs: [
              'These cookies are strictly necessary for the service you ask for, so they need no consent. We set no advertising or audience-measurement cookie. When you pay, Stripe or PayPal may set their own cookies, under their own policies.',
            ],
          },
        ],
      },
      accessibility: {
        title: 'Accessibility statement',
        description: `The accessibility of ${c.website}: target standard, conformance status, contact and enforcement.`,
        sections: [
          {
            heading: 'Commitment',
            paragraphs: [
              `${c.legalName} is committed to making its site accessible, in line with Directive (EU) 2019/882 on the accessibility requirements for products and services (European Accessibility Act), which applies to e-commerce services since 28 June 2025. The target standard is WCAG 2.2 level AA (EN 301 549).`,
            ],
          },
          {
            heading: 'Conformance status',
            paragraphs: [
              'The site partially conforms to WCAG 2.2 level AA: it has not yet had an independent audit. Every page is checked automatically (axe-core) and walked with the keyboard at each release.',
            ],
          },
          {
            heading: 'Known limitations',
            paragraphs: [
              'The card fields and the PayPal window come from our payment providers, in their own frames. Car descriptions are written by the cars’ owners.',
            ],
          },
          {
            heading: 'Feedback and contact',
            paragraphs: [
              `If you cannot reach some content or service, write to ${c.accessibilityEmail} or call ${c.phone}: we will answer and offer an accessible alternative.`,
            ],
          },
          {
            heading: 'Enforcement',
            paragraphs: [
              'If our answer does not satisfy you, you may refer the matter to the Défenseur des droits, the French rights ombudsman (www.defenseurdesdroits.fr, or free of charge by post: Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07).',
            ],
          },
        ],
      },
    },
  },
};
