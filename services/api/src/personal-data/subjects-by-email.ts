import type pg from 'pg';

/** The guest identities whose bookings or questions to owners carry this address. */
export async function guestSubjectsByEmail(pool: pg.Pool, email: string): Promise<string[]> {
  const { rows } = await pool.query<{ subject: string }>(
    `SELECT user_id AS subject FROM bookings WHERE user_id LIKE 'guest:%' AND lower(customer_info ->> 'email') = $1
     UNION
     SELECT customer_key FROM conversations WHERE customer_key LIKE 'guest:%' AND lower(guest_email) = $1`,
    [email.trim().toLowerCase()],
  );
  return rows.map((row) => row.subject);
}

/** The subjects found under an e-mail address: the account that has it, and the guest identities that used it. */
export async function subjectsByEmail(pool: pg.Pool, email: string): Promise<string[]> {
  const { rows } = await pool.query<{ subject: string }>(
    `SELECT 'user:' || id AS subject FROM users WHERE lower(email) = $1`,
    [email.trim().toLowerCase()],
  );
  return [...rows.map((row) => row.subject), ...(await guestSubjectsByEmail(pool, email))].sort();
}
