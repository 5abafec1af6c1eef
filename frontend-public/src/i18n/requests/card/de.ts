import type { RequestCardTexts } from './fr.ts';

export const requestCardDe: RequestCardTexts = {
  badge: 'Auf Anfrage',
  badgeLabel: 'Buchung auf Anfrage: Der Vermieter nimmt innerhalb von 24 Std. an oder lehnt ab',
  acceptanceRate: (percent) => `Annahmequote: ${percent}`,
  responseTime: {
    hour: 'Antwortet meist innerhalb einer Stunde',
    few_hours: 'Antwortet meist innerhalb weniger Stunden',
    day: 'Antwortet meist innerhalb eines Tages',
  },
};
