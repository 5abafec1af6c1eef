/** A command refused by a business rule. `kind` says how the API reports it; `details` helps the client act on it. */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    readonly kind: 'conflict' | 'not_found' | 'forbidden' | 'rule',
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
