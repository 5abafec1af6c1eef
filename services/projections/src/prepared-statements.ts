import type pg from 'pg';

/**
 * Named (server-side prepared) statements are planned once per connection. The embedded database shares one
 * session among all its connections, and that session outlives them: a new connection's driver, knowing nothing of
 * what an earlier one prepared, would prepare the same name again and fail. There, statements stay unnamed.
 */
export interface StatementOptions {
  named: boolean;
}

export function statement(
  options: StatementOptions,
  name: string,
  text: string,
  values: unknown[],
): pg.QueryConfig {
  return options.named ? { name, text, values } : { text, values };
}
