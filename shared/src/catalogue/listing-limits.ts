/**
 * The largest amounts an owner's listing may carry, in cents: the owner's car schema and the car decider both hold
 * to these. Every read model holds what they lead to (90-day rentals at the top price, several in one owner's day)
 * in bigint columns (decision 45).
 */
export const MAX_DAILY_PRICE_CENTS = 10_000_000;
export const MAX_DEPOSIT_CENTS = 10_000_000;
export const MAX_DELIVERY_FEE_CENTS = 1_000_000;
