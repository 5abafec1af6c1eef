import { ASSISTANT_FIGURES as A } from '../figures.ts';
import type { AssistantScript } from './types.ts';

const { advanceBookingHours: advance } = A;

export const en: AssistantScript = {
  welcome:
    "Good day, I'm Camille, your private advisor at Grand Tour. I can help you choose a car, check availability, explain our rates or arrange an event. How may I help you?",
  suggestions: [
    'Available hypercar collection',
    'Exclusive rates and conditions',
    'Private event booking',
    'Personalised vehicle consultation',
    'Premium concierge service',
    'White-glove delivery',
  ],
  replies: {
    price: [
      (f) =>
        `Our daily rates depend on the car: hypercars from ${f.band('hypercar')}, prestige cars from ${f.band('prestige')} and business executive cars from ${f.band('business')}. Tell me which model interests you and I'll give you its exact price.`,
      (f) =>
        `Here are our price ranges per day: hypercars ${f.band('hypercar')}, prestige cars ${f.band('prestige')}, business executive cars ${f.band('business')}. Each car's page shows its price in the currency of your choice.`,
      (f) =>
        `With pleasure. Allow ${f.band('hypercar')} per day for a hypercar, ${f.band('prestige')} for a prestige car and ${f.band('business')} for a business executive car. Shall I suggest a car within your budget?`,
    ],
    availability: [
      () =>
        `Our collection is available in Paris, on the Riviera, in Lyon and in many other cities. To be sure of the car you want, we advise booking at least ${advance} hours in advance. Which dates do you have in mind?`,
      () =>
        `Each car's page shows whether it is available, and the search lets you filter by your dates. For a hypercar, please book at least ${advance} hours ahead so that we can prepare it perfectly.`,
      () =>
        `I'd be happy to check for you: give me the model, your dates and the city. We recommend reserving at least ${advance} hours before pickup, especially for our hypercars.`,
    ],
    booking: [
      () =>
        'Booking takes a few minutes: 1. choose your car, 2. pick your dates and pickup place, 3. enter your details, 4. pay securely by card or PayPal, 5. receive your confirmation by e-mail.',
      () =>
        `It's simple: choose a car, your dates and where to collect it, enter your details, then pay securely. Your confirmation arrives by e-mail straight away. We advise booking at least ${advance} hours in advance.`,
      () =>
        "To book: pick the car you like, choose your dates and pickup place, enter your details and pay securely online. You'll receive an e-mail confirmation. Shall I help you choose the car?",
    ],
    cancellation: [
      (f) => f.rules.cancellation,
      (f) => `Our terms: ${f.rules.cancellation} You can cancel from the Reservations page.`,
      (f) => `You can cancel from your Reservations page. ${f.rules.cancellation} ${f.rules.change}`,
    ],
    event: [
      () =>
        `For weddings and private events, our collection includes Rolls-Royce, Bentley and elegant convertibles. Tell me the date, the place and the style you're after, and I'll suggest the ideal car. We advise booking at least ${advance} hours in advance.`,
      () =>
        'What a lovely occasion! Our wedding and event cars make an entrance, from a classic Rolls-Royce to a spectacular supercar. Share your date and city and I will check availability for you.',
      () =>
        `Gala, wedding or product launch: we have the car for it. Browse our wedding collection or tell me about your event; for the widest choice, book at least ${advance} hours ahead.`,
    ],
    business: [
      (f) =>
        `For business travel, our business executive cars cost ${f.band('business')} per day. For several cars or regular needs, write to us from the Contact page and our team will prepare a proposal.`,
      (f) =>
        `Companies choose our business executive range (${f.band('business')} per day) for meetings, roadshows and guests. If you own a fleet, you can also list your cars on Grand Tour: see our owner plans on the Subscriptions page.`,
      (f) =>
        `Companies are most welcome: business executive cars from ${f.band('business')} per day, delivered where you need them. For a fleet or a long-term rental, write to us from the Contact page.`,
    ],
    insurance: [
      (f) => `Every rental includes complete insurance. ${f.rules.deposit}`,
      (f) =>
        `Rest assured: our cars are covered by complete insurance throughout your rental. ${f.rules.deposit}`,
      () =>
        'Complete insurance is included in every booking, so you can simply enjoy the drive. For the details of the cover on a particular car, tell me which one interests you.',
    ],
    generic: [
      () =>
        "It would be my pleasure. Tell me the occasion, your dates and the city, and I'll suggest the cars that suit you best; we can also deliver the car to your door.",
      () =>
        'Of course. I can advise you on the right car, help you with your booking and arrange delivery to the address of your choice. What do you have in mind?',
      () =>
        "I'm at your service. Share a few details (dates, city, the car you dream of) and I'll prepare a tailored suggestion, with delivery if you wish.",
    ],
  },
};
