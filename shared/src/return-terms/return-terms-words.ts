import { LANGUAGE_LOCALES, type LanguageCode } from '../i18n/languages.ts';
import { formatEuroCents } from '../money/currency.ts';
import { LATE_RETURN_GRACE_MINUTES as GRACE, type ReturnTerms } from './return-terms.ts';

/** A car's return terms in plain words, one line each (issue 23). */
export interface ReturnTermsWords {
  kilometres: string;
  fuel: string;
  late: string;
}

interface Say {
  included: (km: string, extra: string) => string;
  unlimited: string;
  fuel: (fee: string) => string;
  late: (fee: string) => string;
  noFee: { fuel: string; late: string };
}

const SAY: Readonly<Record<LanguageCode, Say>> = {
  fr: {
    included: (km, extra) => `${km} km inclus par jour, puis ${extra} par km supplémentaire`,
    unlimited: 'Kilométrage illimité',
    fuel: (fee) => `Carburant : à rendre au même niveau, sinon ${fee} de frais de remplissage`,
    late: (fee) => `Retard : ${fee} par heure entamée, après ${GRACE} minutes de tolérance`,
    noFee: { fuel: 'Carburant : à rendre au même niveau', late: 'Retard : aucuns frais' },
  },
  en: {
    included: (km, extra) => `${km} km included per day, then ${extra} per extra km`,
    unlimited: 'Unlimited mileage',
    fuel: (fee) => `Fuel: return at the same level, otherwise a ${fee} refuelling fee`,
    late: (fee) => `Late return: ${fee} per started hour, after ${GRACE} minutes’ grace`,
    noFee: { fuel: 'Fuel: return at the same level', late: 'Late return: no fee' },
  },
  es: {
    included: (km, extra) => `${km} km incluidos por día, luego ${extra} por km adicional`,
    unlimited: 'Kilometraje ilimitado',
    fuel: (fee) => `Combustible: devolver al mismo nivel; si no, ${fee} de cargo por repostaje`,
    late: (fee) => `Retraso: ${fee} por hora empezada, tras ${GRACE} minutos de cortesía`,
    noFee: { fuel: 'Combustible: devolver al mismo nivel', late: 'Retraso: sin cargo' },
  },
  de: {
    included: (km, extra) => `${km} km pro Tag inklusive, danach ${extra} je Mehrkilometer`,
    unlimited: 'Unbegrenzte Kilometer',
    fuel: (fee) => `Kraftstoff: mit gleichem Füllstand zurückgeben, sonst ${fee} Betankungsgebühr`,
    late: (fee) => `Verspätung: ${fee} je angefangene Stunde, nach ${GRACE} Minuten Kulanz`,
    noFee: { fuel: 'Kraftstoff: mit gleichem Füllstand zurückgeben', late: 'Verspätung: keine Gebühr' },
  },
};

/**
 * The terms as the car page, the booking form and both sides' booking pages state them, in the reader's language
 * (« 200 km inclus par jour, puis 2,50 € par km supplémentaire »): one wording wherever they are shown.
 */
export function returnTermsWords(terms: ReturnTerms, language: LanguageCode): ReturnTermsWords {
  const locale = LANGUAGE_LOCALES[language];
  const amount = (cents: number) => formatEuroCents(cents, locale);
  const km = (count: number) => count.toLocaleString(locale);
  const say = SAY[language];
  return {
    kilometres:
      terms.includedKmPerDay === null
        ? say.unlimited
        : say.included(km(terms.includedKmPerDay), amount(terms.extraKmCents)),
    fuel: terms.refuelFeeCents > 0 ? say.fuel(amount(terms.refuelFeeCents)) : say.noFee.fuel,
    late: terms.lateFeePerHourCents > 0 ? say.late(amount(terms.lateFeePerHourCents)) : say.noFee.late,
  };
}
