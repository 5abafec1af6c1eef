import type { Cents } from '../money/cents.ts';
import type { LanguageCode } from '../i18n/languages.ts';

export const SUBSCRIPTION_KINDS = ['client', 'owner'] as const;
export type SubscriptionKind = (typeof SUBSCRIPTION_KINDS)[number];

export const SUBSCRIPTION_PLAN_IDS = [
  'client-free',
  'client-hypercar-premium',
  'owner-free',
  'owner-essential',
  'owner-premium',
  'owner-vip',
] as const;
export type SubscriptionPlanId = (typeof SUBSCRIPTION_PLAN_IDS)[number];

export interface SubscriptionPlanFeature {
  text: Readonly<Record<LanguageCode, string>>;
  /** False for what the plan leaves out (shown crossed out, to compare with the plan above it). */
  included: boolean;
}

/** Spec §3 Subscription plan and §9 Subscription plans. Prices in integer euro cents, billed every month. */
export interface SubscriptionPlan {
  id: SubscriptionPlanId;
  /** The plan's name as the spec gives it; the API finds a plan by this name (`planName`). */
  name: string;
  kind: SubscriptionKind;
  priceCents: Cents;
  period: 'month';
  /** One plan of each kind is marked most popular (decision 14). */
  popular: boolean;
  features: readonly SubscriptionPlanFeature[];
  /** Owner plans: the platform's commission on the owner's gross, in basis points (spec: 15 / 12 / 10 / 8 %). */
  commissionRateBps?: number;
  /** Owner plans: hours between the rental's end and the owner's payout (48, the claim window; VIP 24, the spec's "express payouts within 24h", decision 71). */
  payoutDelayHours?: number;
}

const feature = (
  fr: string,
  en: string,
  es: string,
  de: string,
  included = true,
): SubscriptionPlanFeature => ({
  text: { fr, en, es, de },
  included,
});

export const SUBSCRIPTION_PLANS: readonly SubscriptionPlan[] = [
  {
    id: 'client-free',
    name: 'Free',
    kind: 'client',
    priceCents: 0,
    period: 'month',
    popular: false,
    features: [
      feature(
        '5 réservations par mois',
        '5 reservations per month',
        '5 reservas al mes',
        '5 Reservierungen pro Monat',
      ),
      feature(
        'Accès aux hypercars',
        'Access to hypercars',
        'Acceso a los hipercoches',
        'Zugang zu Hypercars',
        false,
      ),
    ],
  },
  {
    id: 'client-hypercar-premium',
    name: 'Hypercar Premium',
    kind: 'client',
    priceCents: 29_900,
    period: 'month',
    popular: true,
    features: [
      feature(
        '25 % de réduction sur tous les tarifs',
        '25% off all rates',
        '25 % de descuento en todas las tarifas',
        '25 % Rabatt auf alle Tarife',
      ),
      feature(
        'Réservations illimitées',
        'Unlimited reservations',
        'Reservas ilimitadas',
        'Unbegrenzte Reservierungen',
      ),
      feature(
        'Conciergerie 24 h/24, 7 j/7',
        '24/7 concierge',
        'Conserjería 24/7',
        'Concierge-Service rund um die Uhr',
      ),
    ],
  },
  {
    id: 'owner-free',
    name: 'Free Owner',
    kind: 'owner',
    priceCents: 0,
    period: 'month',
    popular: false,
    commissionRateBps: 1500,
    payoutDelayHours: 48,
    features: [
      feature(
        '1 à 2 voitures par mois',
        '1 to 2 cars per month',
        '1 a 2 coches al mes',
        '1 bis 2 Fahrzeuge pro Monat',
      ),
      feature('Commission de 15 %', '15% commission', 'Comisión del 15 %', '15 % Provision'),
    ],
  },
  {
    id: 'owner-essential',
    name: 'Essential Owner',
    kind: 'owner',
    priceCents: 4_900,
    period: 'month',
    popular: false,
    commissionRateBps: 1200,
    payoutDelayHours: 48,
    features: [
      feature("Jusqu'à 5 voitures", 'Up to 5 cars', 'Hasta 5 coches', 'Bis zu 5 Fahrzeuge'),
      feature('Commission de 12 %', '12% commission', 'Comisión del 12 %', '12 % Provision'),
    ],
  },
  {
    id: 'owner-premium',
    name: 'Premium Owner',
    kind: 'owner',
    priceCents: 14_900,
    period: 'month',
    popular: true,
    commissionRateBps: 1000,
    payoutDelayHours: 48,
    features: [
      feature('Voitures illimitées', 'Unlimited cars', 'Coches ilimitados', 'Unbegrenzte Fahrzeuge'),
      feature('Commission de 10 %', '10% commission', 'Comisión del 10 %', '10 % Provision'),
      feature(
        'Photos professionnelles offertes',
        'Free professional photos',
        'Fotos profesionales gratuitas',
        'Kostenlose professionelle Fotos',
      ),
    ],
  },
  {
    id: 'owner-vip',
    name: 'VIP Owner',
    kind: 'owner',
    priceCents: 29_900,
    period: 'month',
    popular: false,
    commissionRateBps: 800,
    payoutDelayHours: 24,
    features: [
      feature('Commission de 8 %', '8% commission', 'Comisión del 8 %', '8 % Provision'),
      feature('Nettoyage offert', 'Free cleaning', 'Limpieza gratuita', 'Kostenlose Reinigung'),
      feature(
        'Versements express sous 24 h',
        'Express payouts within 24h',
        'Pagos exprés en 24 h',
        'Express-Auszahlungen innerhalb von 24 Std.',
      ),
    ],
  },
];

export const plansOfKind = (kind: SubscriptionKind): SubscriptionPlan[] =>
  SUBSCRIPTION_PLANS.filter((plan) => plan.kind === kind);

/** The plan of this exact name (the spec's `planName`), or undefined. */
export const findPlanByName = (name: string): SubscriptionPlan | undefined =>
  SUBSCRIPTION_PLANS.find((plan) => plan.name === name);

export const isFreePlan = (plan: Pick<SubscriptionPlan, 'priceCents'>) => plan.priceCents === 0;
