import { DEFAULT_DEPOSIT_CENTS, HOME_DELIVERY_FEE_CENTS, SERVICE_FEE_RATE } from '../catalogue/constants.ts';
import { LANGUAGE_LOCALES, type LanguageCode } from '../i18n/languages.ts';
import type { Cents } from '../money/cents.ts';
import { CHANGE_NOTICE_HOURS } from '../pricing/booking-change.ts';
import { FREE_CANCELLATION_HOURS, LATE_CANCELLATION_FEE_RATE } from '../pricing/quote.ts';

/**
 * The money rules the server applies, as the figures a customer reads (decision 58): the chat, the FAQ and the
 * terms of rental quote these, never figures of their own.
 */
export const MONEY_RULES = {
  freeCancellationHours: FREE_CANCELLATION_HOURS,
  lateCancellationFeePercent: Math.round(LATE_CANCELLATION_FEE_RATE * 100),
  changeNoticeHours: CHANGE_NOTICE_HOURS,
  defaultDepositCents: DEFAULT_DEPOSIT_CENTS,
  deliveryFeePerLegCents: HOME_DELIVERY_FEE_CENTS,
  serviceFeePercent: Math.round(SERVICE_FEE_RATE * 100),
} as const;

export interface MoneySentences {
  cancellation: string;
  change: string;
  deposit: string;
  delivery: string;
  serviceFee: string;
}

/** Euros in the language's way ("5 000 €", "€5,000"), cents shown only when there are some. */
export function formatRuleEuros(cents: Cents, language: LanguageCode): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(LANGUAGE_LOCALES[language], {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
    // Spanish leaves four-digit amounts ungrouped by default ("5000 €"); the site groups them all.
    useGrouping: 'always',
  }).format(cents / 100);
}

type SentenceBuilder = (rules: typeof MONEY_RULES, euros: (cents: Cents) => string) => MoneySentences;

const BUILDERS: Readonly<Record<LanguageCode, SentenceBuilder>> = {
  fr: (r, euros) => ({
    cancellation: `L’annulation est gratuite, avec un remboursement intégral, jusqu’à ${r.freeCancellationHours} heures avant le début de la location (minuit, heure de Paris). Passé ce délai, des frais de ${r.lateCancellationFeePercent} % du montant total sont retenus et le reste vous est remboursé.`,
    change: `Vous pouvez modifier vos dates jusqu’à ${r.changeNoticeHours} heures avant la prise en charge, selon les disponibilités ; la différence de prix est payée ou remboursée.`,
    deposit: `Un dépôt de garantie (${euros(r.defaultDepositCents)} par défaut, le montant de chaque véhicule figurant sur sa fiche) est bloqué sur votre carte, sans être débité.`,
    delivery: `La livraison à l’adresse de votre choix coûte ${euros(r.deliveryFeePerLegCents)} par trajet (livraison et/ou reprise), sauf tarif propre au propriétaire indiqué sur la fiche du véhicule.`,
    serviceFee: `Des frais de service de ${r.serviceFeePercent} % s’ajoutent au prix de la location et de la livraison.`,
  }),
  en: (r, euros) => ({
    cancellation: `Cancellation is free, with a full refund, up to ${r.freeCancellationHours} hours before the start of the rental (midnight, Paris time). After that, a fee of ${r.lateCancellationFeePercent}% of the total is kept and the rest is refunded.`,
    change: `You can change your dates up to ${r.changeNoticeHours} hours before pickup, subject to availability; the price difference is charged or refunded.`,
    deposit: `A security deposit (${euros(r.defaultDepositCents)} by default; each car shows its own amount on its page) is held on your card, not charged.`,
    delivery: `Delivery to the address of your choice costs ${euros(r.deliveryFeePerLegCents)} per leg (delivery and/or collection), unless the owner sets their own fee, shown on the car's page.`,
    serviceFee: `A ${r.serviceFeePercent}% service fee is added to the rental and delivery price.`,
  }),
  es: (r, euros) => ({
    cancellation: `La cancelación es gratuita, con reembolso íntegro, hasta ${r.freeCancellationHours} horas antes del inicio del alquiler (medianoche, hora de París). Después, se retiene un cargo del ${r.lateCancellationFeePercent} % del importe total y se le reembolsa el resto.`,
    change: `Puede cambiar sus fechas hasta ${r.changeNoticeHours} horas antes de la recogida, según disponibilidad; la diferencia de precio se cobra o se reembolsa.`,
    deposit: `Se bloquea en su tarjeta un depósito de garantía (${euros(r.defaultDepositCents)} por defecto; cada coche indica su importe en su ficha), sin cargarlo.`,
    delivery: `La entrega en la dirección que usted elija cuesta ${euros(r.deliveryFeePerLegCents)} por trayecto (entrega y/o recogida), salvo tarifa propia del propietario indicada en la ficha del coche.`,
    serviceFee: `Se añade un cargo de servicio del ${r.serviceFeePercent} % al precio del alquiler y de la entrega.`,
  }),
  de: (r, euros) => ({
    cancellation: `Die Stornierung ist bis ${r.freeCancellationHours} Stunden vor Mietbeginn (Mitternacht, Pariser Zeit) kostenlos, mit voller Erstattung. Danach wird eine Gebühr von ${r.lateCancellationFeePercent} % des Gesamtbetrags einbehalten und der Rest erstattet.`,
    change: `Sie können Ihre Daten bis ${r.changeNoticeHours} Stunden vor der Abholung ändern, je nach Verfügbarkeit; die Preisdifferenz wird berechnet oder erstattet.`,
    deposit: `Eine Kaution (standardmäßig ${euros(r.defaultDepositCents)}; jedes Fahrzeug nennt seinen Betrag auf seiner Seite) wird auf Ihrer Karte reserviert, nicht belastet.`,
    delivery: `Die Lieferung an eine Adresse Ihrer Wahl kostet ${euros(r.deliveryFeePerLegCents)} pro Fahrt (Lieferung und/oder Abholung), sofern der Eigentümer keinen eigenen Preis festlegt, der auf der Fahrzeugseite steht.`,
    serviceFee: `Auf Miete und Lieferung wird eine Servicegebühr von ${r.serviceFeePercent} % aufgeschlagen.`,
  }),
};

/** The money rules in one language, each a whole sentence, from the constants the server computes with. */
export function moneySentences(language: LanguageCode): MoneySentences {
  return BUILDERS[language](MONEY_RULES, (cents) => formatRuleEuros(cents, language));
}
