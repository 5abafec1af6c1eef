import type { TextSection } from './i18n/sections.ts';

/** The text sections each page's route loads with its code (withTexts); the server renders with the same. */
export const PAGE_TEXTS = {
  car: ['booking', 'reviews'],
  compare: ['booking'],
  reservations: ['booking', 'afterBooking', 'reviews'],
  bookingDetails: ['booking', 'afterBooking'],
  payment: ['booking'],
  account: ['account'],
  contact: ['contact'],
  legal: ['legal'],
  subscriptions: ['subscriptions'],
} as const satisfies Record<string, readonly TextSection[]>;
