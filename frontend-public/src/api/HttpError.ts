import type { ApiError } from '@grandtour/shared';

/**
 * A non-OK answer. Its message keeps the spec's `status: body text` form (§7); callers that need to react to the
 * API's error code read `status` and `apiError` instead of parsing the message.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly bodyText: string;

  constructor(status: number, bodyText: string, statusText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'HttpError';
    this.status = status;
    this.bodyText = bodyText;
  }

  /** The API's `{ error, message, details? }`, when the body is one. */
  get apiError(): ApiError | undefined {
    try {
      const parsed: unknown = JSON.parse(this.bodyText);
      if (parsed && typeof parsed === 'object' && 'error' in parsed && 'message' in parsed)
        return parsed as ApiError;
    } catch {
      // Not JSON (a proxy's error page): there is no API error to read.
    }
    return undefined;
  }
}

/** The API error behind a failed call, if the server answered one. */
export function apiErrorOf(error: unknown): ApiError | undefined {
  return error instanceof HttpError ? error.apiError : undefined;
}
