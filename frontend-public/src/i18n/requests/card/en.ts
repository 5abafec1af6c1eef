import type { RequestCardTexts } from './fr.ts';

export const requestCardEn: RequestCardTexts = {
  badge: 'On request',
  badgeLabel: 'Booking on request: the owner accepts or declines within 24 h',
  acceptanceRate: (percent) => `Acceptance rate: ${percent}`,
  responseTime: {
    hour: 'Usually responds within an hour',
    few_hours: 'Usually responds within a few hours',
    day: 'Usually responds within a day',
  },
};
