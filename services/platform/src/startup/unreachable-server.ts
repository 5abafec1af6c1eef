import { ConfigError } from '../config.ts';
import { isDatabaseUnavailable } from '../database/database.ts';

/** A server's URL fit for a message or a log: its password (in the user part or the query) left out. */
export function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    parsed.searchParams.delete('password');
    return parsed.toString();
  } catch {
    return '(an invalid URL)';
  }
}

/**
 * A server the configuration points at does not answer at boot (REDIS_URL, DATABASE_URL). It is the operator's to fix,
 * like a bad setting, so it is reported the same way: one line, and the process exits with an error.
 */
export class UnreachableServerError extends ConfigError {
  constructor(options: { server: string; setting: string; url: string; reason: string; advice: string }) {
    super(
      `Cannot reach ${options.server} at ${withoutPassword(options.url)} (${options.setting}): ${options.reason}. ${options.advice}`,
    );
  }
}

/**
 * What a process that failed to start prints: one line for what the operator must fix (a setting, a server that does
 * not answer), the whole error (with its stack) for anything else.
 */
export function bootFailure(error: unknown, databaseUrl?: string): unknown {
  if (error instanceof ConfigError) return error.message;
  if (databaseUrl && isDatabaseUnavailable(error))
    return new UnreachableServerError({
      server: 'PostgreSQL',
      setting: 'DATABASE_URL',
      url: databaseUrl,
      reason: (error as Error).message || String((error as { code?: unknown }).code),
      advice:
        'Start PostgreSQL there, or correct DATABASE_URL (leave it empty to run the embedded database).',
    }).message;
  return error;
}
