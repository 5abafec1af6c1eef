import { moneySentences } from '@grandtour/shared';
import type { ContactTexts } from './fr.ts';

// The money answers are the rules the server applies (decision 58).
const enMoney = moneySentences('en');

export const contactEn: ContactTexts = {
  contact: {
    documentTitle: 'Contact — Grand Tour',
    back: 'Back',
    eyebrow: 'Concierge',
    title: 'Contact us',
    subtitle: 'A question, a bespoke request? Our team answers quickly, 7 days a week.',
    formTitle: 'Send us a message',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail',
    phone: 'Phone (optional)',
    subject: 'Subject',
    subjects: {
      general: 'General enquiry',
      reservation: 'Booking',
      pricing: 'Prices',
      partnership: 'Partnership',
      other: 'Other',
    },
    aboutCar: (car: string) => `Hello, I would like to know when the ${car} will next be available.`,
    message: 'Message',
    send: 'Send message',
    sending: 'Sending…',
    sentTitle: 'Message sent!',
    sentText: 'We have received your message. We will respond to you as soon as possible.',
    errorTitle: 'Error',
    errorText: 'An error occurred while sending your message. Please try again.',
    problems: {
      firstNameRequired: 'First name required',
      lastNameRequired: 'Last name required',
      emailInvalid: 'Invalid email',
      phoneInvalid: 'Invalid phone number',
      messageRequired: 'Message required',
      messageTooLong: 'Message too long (5,000 characters at most)',
    },
    detailsTitle: 'Our details',
    emailLabel: 'E-mail',
    phoneLabel: 'Phone',
    socialLabel: 'Instagram',
    socialHandle: '@grandtour.cars',
    faqTitle: 'Frequently asked questions',
    faq: [
      {
        question: 'Which documents do I need?',
        answer: 'A valid driving licence, an ID card and a bank card in the main driver’s name.',
      },
      {
        question: 'Can I change my booking?',
        answer: `${enMoney.change} We contact you 24 hours before your booking to confirm the delivery details.`,
      },
      {
        question: 'What is the cancellation policy?',
        answer: enMoney.cancellation,
      },
      {
        question: 'What is added to the daily price?',
        answer: `${enMoney.serviceFee} ${enMoney.delivery} ${enMoney.deposit}`,
      },
    ],
  },
};
