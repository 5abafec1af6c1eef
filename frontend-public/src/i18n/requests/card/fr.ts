import type { ResponseTimeBucket } from '@grandtour/shared';

/**
 * Request to book (decision 85) where a car is shown, the search card and the car page: a few words, in the core
 * texts (t.requestCard). French is the reference.
 */
export const requestCardFr = {
  badge: 'Sur demande',
  badgeLabel: 'Réservation sur demande : le propriétaire accepte ou refuse sous 24 h',
  acceptanceRate: (percent: string) => `Taux d’acceptation : ${percent}`,
  responseTime: {
    hour: 'Répond en général en moins d’une heure',
    few_hours: 'Répond en général en quelques heures',
    day: 'Répond en général dans la journée',
  } satisfies Record<ResponseTimeBucket, string>,
};

export type RequestCardTexts = typeof requestCardFr;
