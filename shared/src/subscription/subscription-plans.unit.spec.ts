import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages.ts';
import { findPlanByName, plansOfKind, SUBSCRIPTION_PLANS } from './subscription-plans.ts';

describe('subscription plans (spec §9)', () => {
  it('offers clients Free and Hypercar Premium, and owners four plans, at the spec’s monthly prices', () => {
    const summary = (kind: 'client' | 'owner') =>
      plansOfKind(kind).map((plan) => [plan.name, plan.priceCents, plan.period]);
    expect(summary('client')).toEqual([
      ['Free', 0, 'month'],
      ['Hypercar Premium', 29_900, 'month'],
    ]);
    expect(summary('owner')).toEqual([
      ['Free Owner', 0, 'month'],
      ['Essential Owner', 4_900, 'month'],
      ['Premium Owner', 14_900, 'month'],
      ['VIP Owner', 29_900, 'month'],
    ]);
  });

  it('marks exactly one plan of each kind as the most popular', () => {
    expect(SUBSCRIPTION_PLANS.filter((plan) => plan.popular).map((plan) => plan.name)).toEqual([
      'Hypercar Premium',
      'Premium Owner',
    ]);
  });

  it('words every feature in the four languages, and leaves hypercars out of the free client plan', () => {
    for (const plan of SUBSCRIPTION_PLANS)
      for (const feature of plan.features)
        for (const language of LANGUAGES) expect(feature.text[language].trim(), plan.id).not.toBe('');
    expect(findPlanByName('Free')!.features.map((f) => [f.text.en, f.included])).toEqual([
      ['5 reservations per month', true],
      ['Access to hypercars', false],
    ]);
    expect(findPlanByName('VIP Owner')!.features.map((f) => f.text.en)).toEqual([
      '8% commission',
      'Free cleaning',
      'Express payouts within 24h',
    ]);
  });

  it('finds a plan by its exact name only', () => {
    expect(findPlanByName('Premium Owner')?.id).toBe('owner-premium');
    expect(findPlanByName('premium owner')).toBeUndefined();
    expect(findPlanByName('Gold')).toBeUndefined();
    expect(new Set(SUBSCRIPTION_PLANS.map((plan) => plan.name)).size).toBe(SUBSCRIPTION_PLANS.length);
  });
});
