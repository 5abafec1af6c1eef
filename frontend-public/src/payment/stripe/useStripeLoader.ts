import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useState } from 'react';

const loading = new Map<string, Promise<Stripe | null>>();

// Stripe.js must come from js.stripe.com; it is fetched once per key, and only in Stripe mode.
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = loading.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey).catch(() => null);
    loading.set(publishableKey, stripe);
  }
  return stripe;
}

/** Stripe.js for this key: undefined while it loads, null if it could not be loaded. */
export function useStripeLoader(publishableKey: string): Stripe | null | undefined {
  const [loaded, setLoaded] = useState<{ key: string; stripe: Stripe | null } | null>(null);
  useEffect(() => {
    let current = true;
    void stripeFor(publishableKey).then((stripe) => {
      if (current) setLoaded({ key: publishableKey, stripe });
    });
    return () => {
      current = false;
    };
  }, [publishableKey]);
  return loaded?.key === publishableKey ? loaded.stripe : undefined;
}
