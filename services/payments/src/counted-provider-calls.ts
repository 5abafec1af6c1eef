import { PaymentProviderError } from '@grandtour/commands';

/**
 * `refused`: the provider answered and said no for the payer's or the request's reasons (a declined card, a 4xx);
 * `error`: it failed or could not be reached, what an operator is paged for.
 */
export type ProviderCallOutcome = 'ok' | 'refused' | 'error';

/** What `countProviderCalls` moves (the process's metrics). */
export interface ProviderCallCounter {
  inc(labels: { provider: string; operation: string; outcome: ProviderCallOutcome }): void;
}

function outcomeOf(error: unknown): ProviderCallOutcome {
  return error instanceof PaymentProviderError && error.httpStatus < 500 ? 'refused' : 'error';
}

/**
 * The provider, counting each of its asynchronous calls (the ones that reach Stripe, PayPal or the demo's tables) by
 * operation and outcome (decision 101). Synchronous methods (a webhook's signature check) are local and not counted.
 */
export function countProviderCalls<Provider extends object>(
  provider: Provider,
  role: string,
  counter: ProviderCallCounter | undefined,
): Provider {
  if (!counter) return provider;
  return new Proxy(provider, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || typeof property !== 'string') return value;
      return function counted(this: unknown, ...args: unknown[]) {
        const result: unknown = Reflect.apply(value, this === receiver ? target : this, args);
        if (!(result instanceof Promise)) return result;
        const count = (outcome: ProviderCallOutcome) =>
          counter.inc({ provider: role, operation: property, outcome });
        return result.then(
          (answer: unknown) => {
            count('ok');
            return answer;
          },
          (error: unknown) => {
            count(outcomeOf(error));
            throw error;
          },
        );
      };
    },
  });
}
