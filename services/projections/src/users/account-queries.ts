import type { Account, AccountType } from '@grandtour/shared';
import { isLanguageCode } from '@grandtour/shared';
import type pg from 'pg';

interface UserRow {
  id: string;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  user_type: AccountType;
  address: string | null;
  city: string | null;
  country: string | null;
  zip_code: string | null;
  language: string;
  created_at: Date;
  password_hash: string;
}

export interface AccountWithPassword {
  account: Account;
  passwordHash: string;
}

function toAccount(row: UserRow): Account {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    userType: row.user_type,
    address: row.address,
    city: row.city,
    country: row.country,
    zipCode: row.zip_code,
    language: isLanguageCode(row.language) ? row.language : 'fr',
    createdAt: row.created_at.toISOString(),
  };
}

const COLUMNS = `u.id, u.username, u.email, u.first_name, u.last_name, u.phone, u.user_type, u.address, u.city,
  u.country, u.zip_code, u.language, u.created_at, u.password_hash`;

/** Accounts and their sessions. The password hash leaves this module only for the login check. */
export function createAccountQueries(pool: pg.Pool) {
  return {
    /** By username (any case) or e-mail address. */
    async findForLogin(identifier: string): Promise<AccountWithPassword | null> {
      const { rows } = await pool.query<UserRow>(
        `SELECT ${COLUMNS} FROM users u WHERE lower(u.username) = lower($1) OR u.email = lower($1) LIMIT 1`,
        [identifier],
      );
      const row = rows[0];
      return row ? { account: toAccount(row), passwordHash: row.password_hash } : null;
    },

    async findAccount(userId: string): Promise<Account | null> {
      const { rows } = await pool.query<UserRow>(`SELECT ${COLUMNS} FROM users u WHERE u.id = $1`, [userId]);
      return rows[0] ? toAccount(rows[0]) : null;
    },

    /** Which of a username and an e-mail address are already taken. */
    async taken(username: string, email: string): Promise<{ username: boolean; email: boolean }> {
      const { rows } = await pool.query<{ username: boolean; email: boolean }>(
        `SELECT coalesce(bool_or(lower(username) = lower($1)), false) AS username,
                coalesce(bool_or(email = lower($2)), false) AS email
           FROM users WHERE lower(username) = lower($1) OR email = lower($2)`,
        [username, email],
      );
      return rows[0] ?? { username: false, email: false };
    },

    async openSession(tokenHash: string, userId: string, expiresAt: Date): Promise<void> {
      await pool.query('INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, $3)', [
        tokenHash,
        userId,
        expiresAt,
      ]);
    },

    /** The account a live session belongs to; expired sessions are as absent as unknown ones. */
    async accountOfSession(tokenHash: string): Promise<Account | null> {
      const { rows } = await pool.query<UserRow>(
        `SELECT ${COLUMNS} FROM sessions s JOIN users u ON u.id = s.user_id
          WHERE s.token_hash = $1 AND s.expires_at > now()`,
        [tokenHash],
      );
      return rows[0] ? toAccount(rows[0]) : null;
    },

    async closeSession(tokenHash: string): Promise<void> {
      await pool.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash]);
    },
  };
}
export type AccountQueries = ReturnType<typeof createAccountQueries>;
