import type { SubscriptionCheckout } from '@grandtour/commands';
import type { DemoSubscriptionCheckout } from '@grandtour/payments';

export const isDemoCheckout = (checkout: SubscriptionCheckout): checkout is DemoSubscriptionCheckout =>
  checkout.name === 'demo';

/** The path and query of an address on this site: the demo checkout page only ever sends the browser here. */
export function sitePath(url: string): string {
  const parsed = new URL(url, 'http://site.invalid');
  return `${parsed.pathname}${parsed.search}`;
}
