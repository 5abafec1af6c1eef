import { z } from 'zod';
import { SUBSCRIPTION_KINDS, SUBSCRIPTION_PLAN_IDS } from './subscription-plans.ts';

/**
 * `POST /api/create-stripe-session` and `POST /api/create-paypal-subscription` (spec §7). The server finds the plan
 * by its name and checks the price against it: the client's price is never what is charged.
 */
export const CreateSubscriptionRequestSchema = z.strictObject({
  planName: z.string().trim().min(1).max(100),
  price: z
    .union([z.number().nonnegative().max(1_000_000), z.string().regex(/^\d{1,7}(\.\d{1,2})?$/)])
    .describe('The plan’s monthly price in EUR, as a number or a decimal string'),
  userEmail: z.email().max(254),
});
export type CreateSubscriptionRequest = z.infer<typeof CreateSubscriptionRequestSchema>;

export const CreateSubscriptionResponseSchema = z.object({
  /** Where the browser goes next: the provider's checkout, or straight to the success state for a free plan. */
  url: z.string(),
  subscriptionId: z.uuid(),
});
export type CreateSubscriptionResponse = z.infer<typeof CreateSubscriptionResponseSchema>;

export const SUBSCRIPTION_STATUSES = ['pending', 'active'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const SUBSCRIPTION_PROVIDERS = ['none', 'demo', 'stripe', 'paypal'] as const;
export type SubscriptionProviderName = (typeof SUBSCRIPTION_PROVIDERS)[number];

export const SubscriptionIdParamsSchema = z.object({ id: z.uuid() });

/** `GET /api/subscriptions/{id}`: what the success state shows (never the e-mail address). */
export const SubscriptionSchema = z.object({
  id: z.uuid(),
  planId: z.enum(SUBSCRIPTION_PLAN_IDS),
  planName: z.string(),
  kind: z.enum(SUBSCRIPTION_KINDS),
  priceCents: z.number().int().nonnegative(),
  period: z.literal('month'),
  status: z.enum(SUBSCRIPTION_STATUSES),
  provider: z.enum(SUBSCRIPTION_PROVIDERS),
  createdAt: z.iso.datetime({ offset: true }),
  activatedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

export const DemoCheckoutParamsSchema = z.object({
  sessionId: z.string().regex(/^cs_demo_[A-Za-z0-9]{8,64}$/),
});

/** The built-in provider's checkout session, for its local checkout page. */
export const DemoCheckoutSessionSchema = z.object({
  id: z.string(),
  subscriptionId: z.uuid(),
  planName: z.string(),
  kind: z.enum(SUBSCRIPTION_KINDS),
  priceCents: z.number().int().positive(),
  email: z.string(),
  method: z.enum(['card', 'paypal']),
  status: z.enum(['open', 'complete']),
  /** Same-site paths: where paying and cancelling lead. */
  successPath: z.string(),
  cancelPath: z.string(),
});
export type DemoCheckoutSession = z.infer<typeof DemoCheckoutSessionSchema>;

/** `POST /api/demo-subscriptions/{sessionId}/complete`: the subscription is active; the page goes on to successPath. */
export const DemoCheckoutCompletedSchema = z.object({
  subscriptionId: z.uuid(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  successPath: z.string(),
});
export type DemoCheckoutCompleted = z.infer<typeof DemoCheckoutCompletedSchema>;
