import type { ApiMessageCode } from '../messages/api-messages.ts';

/** An upload that is not a photo we keep, with the status and message code the owner is answered with. */
export class PhotoRefused extends Error {
  constructor(
    readonly status: 413 | 415 | 422,
    readonly code: ApiMessageCode,
    readonly details?: Record<string, number>,
  ) {
    super(code);
    this.name = 'PhotoRefused';
  }
}
