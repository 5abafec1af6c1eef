import fastifyRateLimit from '@fastify/rate-limit';
import type { Config } from '@grandtour/platform';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Requests allowed per minute from one address, by kind of route (then 429 in the visitor's language). */
export interface RateLimits {
  signIn: number;
  contact: number;
  /** Messages and inquiries between customers and owners (issue 24). */
  messages: number;
  subscriptionCheckouts: number;
  search: number;
  bookings: number;
  webhooks: number;
}

export const rateLimitsOf = (config: Config): RateLimits => ({
  signIn: config.SIGN_IN_ATTEMPTS_PER_MINUTE,
  contact: config.CONTACT_MESSAGES_PER_MINUTE,
  messages: config.MESSAGE_WRITES_PER_MINUTE,
  subscriptionCheckouts: config.SUBSCRIPTION_CHECKOUTS_PER_MINUTE,
  search: config.SEARCH_REQUESTS_PER_MINUTE,
  bookings: config.BOOKING_REQUESTS_PER_MINUTE,
  webhooks: config.WEBHOOK_REQUESTS_PER_MINUTE,
});

/** Which routes count against which allowance: the whole policy in one table. */
const POLICY: { kind: keyof RateLimits; method: 'GET' | 'POST'; url: RegExp }[] = [
  { kind: 'signIn', method: 'POST', url: /^\/api\/(login|register)$/ },
  { kind: 'contact', method: 'POST', url: /^\/api\/contact$/ },
  {
    kind: 'messages',
    method: 'POST',
    url: /^\/api\/(cars\/[^/]+\/inquiries|(owner\/)?conversations\/[^/]+\/messages|bookings\/[^/]+\/conversation\/messages)$/,
  },
  {
    kind: 'subscriptionCheckouts',
    method: 'POST',
    url: /^\/api\/create-(stripe-session|paypal-subscription)$/,
  },
  { kind: 'search', method: 'GET', url: /^\/api\/(cars|reviews)(\/|$)/ },
  {
    kind: 'bookings',
    method: 'POST',
    url: /^\/(api\/bookings|api\/create-payment-intent|api\/demo-payments|api\/demo-paypal|paypal\/order)(\/|$)/,
  },
  { kind: 'webhooks', method: 'POST', url: /^\/api\/webhooks\// },
  { kind: 'bookings', method: 'POST', url: /^\/api\/driver-documents\// },
];

type Counted = (error: Error | null, result: { current: number; ttl: number }) => void;

/**
 * Requests per address and window, in memory (each API node counts its own). @fastify/rate-limit's LocalStore
 * hands every caller its live counter, so requests arriving together all read the final count and all get a 429;
 * this one answers each request with the count it made.
 */
class WindowCounts {
  private readonly windows = new Map<string, { count: number; startedAt: number }>();
  private readonly capacity = 10_000;

  incr(key: string, counted: Counted, timeWindow: number) {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.startedAt + timeWindow <= now) {
      window = { count: 0, startedAt: now };
      this.windows.delete(key);
      this.windows.set(key, window);
      // Insertion order is start order: the oldest window goes first.
      if (this.windows.size > this.capacity) this.windows.delete(this.windows.keys().next().value!);
    }
    window.count++;
    counted(null, { current: window.count, ttl: window.startedAt + timeWindow - now });
  }

  child() {
    return new WindowCounts();
  }
}

/**
 * @fastify/rate-limit on the routes the policy names, counted per address (behind trusted proxies, the visitor's).
 * The route hook runs before the plugin's own, which reads the limit from the route's config.
 */
export const rateLimits = fp(
  async (app: FastifyInstance, limits: RateLimits) => {
    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat();
      const rule = POLICY.find(({ method, url }) => methods.includes(method) && url.test(route.url));
      if (rule)
        route.config = { ...route.config, rateLimit: { max: limits[rule.kind], timeWindow: '1 minute' } };
    });
    await app.register(fastifyRateLimit, {
      global: false,
      store: WindowCounts,
      // The error handler words the 429 in the visitor's language.
      errorResponseBuilder: () => Object.assign(new Error('rate limited'), { statusCode: 429 }),
    });
  },
  { name: 'rate-limits' },
);
