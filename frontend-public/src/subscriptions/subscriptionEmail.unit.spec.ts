import { describe, expect, it } from 'vitest';
import { isSitePath, subscriptionEmailProblem } from './subscriptionEmail.ts';

describe('the subscription e-mail (spec §5)', () => {
  it('requires an address, and one with an @', () => {
    expect(subscriptionEmailProblem('')).toBe('emailRequired');
    expect(subscriptionEmailProblem('   ')).toBe('emailRequired');
    expect(subscriptionEmailProblem('lea.martin.example.fr')).toBe('emailInvalid');
    expect(subscriptionEmailProblem(' lea@example.fr ')).toBeNull();
  });
});

describe('where a checkout address leads', () => {
  it('keeps the site’s own paths in the app and sends anything else to the provider', () => {
    expect(isSitePath('/subscriptions/checkout?session=cs_demo_1')).toBe(true);
    expect(isSitePath('/subscriptions?success=true')).toBe(true);
    expect(isSitePath('https://checkout.stripe.com/c/pay/cs_test_1')).toBe(false);
    expect(isSitePath('//evil.example/phish')).toBe(false);
  });
});
