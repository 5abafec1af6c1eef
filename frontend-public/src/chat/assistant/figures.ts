import { LANGUAGE_LOCALES, moneySentences, type LanguageCode, type MoneySentences } from '@grandtour/shared';

/**
 * Spec §9 "Figures quoted by the assistant", in euros and hours: the fleet's price bands and the advice to book
 * ahead. Its refund and deposit figures are not here: the advisor quotes the rules the server applies
 * (moneySentences, decision 58).
 */
export const ASSISTANT_FIGURES = {
  dailyPrice: {
    hypercar: { from: 1200, to: 3500 },
    prestige: { from: 600, to: 1800 },
    business: { from: 350, to: 900 },
  },
  advanceBookingHours: 72,
} as const;

export type PriceBand = keyof typeof ASSISTANT_FIGURES.dailyPrice;

/** What a reply needs to quote the figures in its own language. */
export interface FigureFormat {
  euros: (amount: number) => string;
  /** "€1,200 to €3,500", "1 200 € à 3 500 €"… */
  band: (band: PriceBand) => string;
  /** The money rules the server applies, as sentences in the language. */
  rules: MoneySentences;
}

const RANGE_WORD: Readonly<Record<LanguageCode, string>> = { fr: 'à', en: 'to', es: 'a', de: 'bis' };

export function figureFormat(language: LanguageCode): FigureFormat {
  const format = new Intl.NumberFormat(LANGUAGE_LOCALES[language], {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  });
  const euros = (amount: number) => format.format(amount);
  return {
    euros,
    rules: moneySentences(language),
    band: (band) => {
      const { from, to } = ASSISTANT_FIGURES.dailyPrice[band];
      return `${euros(from)} ${RANGE_WORD[language]} ${euros(to)}`;
    },
  };
}
