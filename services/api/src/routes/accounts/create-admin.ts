import { randomUUID } from 'node:crypto';
import { handleCommand, userDecider, userStreamName } from '@grandtour/commands';
import type { EventStore } from '@grandtour/event-store';
import type { AccountQueries } from '@grandtour/projections';
import { PASSWORD_RECOMMENDED_LENGTH, USERNAME_PATTERN } from '@grandtour/shared';
import argon2 from 'argon2';
import { z } from 'zod';
import { apiMessage } from '../../messages/api-messages.ts';
import { passwordProblem } from './password-policy.ts';

/** An administrator's password follows the same policy, with the recommended length as its minimum. */
export const AdminAccountSchema = z
  .object({
    email: z.email().max(254),
    username: z.string().trim().min(3).max(50).regex(USERNAME_PATTERN),
    password: z.string(),
    firstName: z.string().trim().min(1).max(100),
    lastName: z.string().trim().min(1).max(100),
  })
  .check((context) => {
    const { password, ...owner } = context.value;
    const problem = passwordProblem(password, owner, { minLength: PASSWORD_RECOMMENDED_LENGTH });
    // Operators read English; the message of a too-short password names the administrators' own minimum.
    if (problem)
      context.issues.push({
        code: 'custom',
        path: ['password'],
        message:
          problem === 'password_too_short'
            ? `at least ${PASSWORD_RECOMMENDED_LENGTH} characters`
            : apiMessage(problem, 'en'),
        input: password,
      });
  });
export type AdminAccount = z.infer<typeof AdminAccountSchema>;

export class AccountTakenError extends Error {
  constructor(readonly field: 'username' | 'email') {
    super(`An account with this ${field} already exists`);
    this.name = 'AccountTakenError';
  }
}

/** `admin.<the address's local part>`, in the characters a username allows. */
export const defaultAdminUsername = (email: string) =>
  `admin.${email.split('@')[0]!.replace(/[^\p{L}\p{N}._-]/gu, '-')}`.slice(0, 50);

/**
 * Registers an administrator (decision 26): the same `UserRegistered` event as any account, with the type `admin`,
 * which registration over HTTP never offers. Only operators, with access to the database, can make one.
 */
export async function createAdmin(
  deps: { store: EventStore; accounts: AccountQueries; clock: () => Date },
  admin: AdminAccount,
): Promise<{ userId: string }> {
  const taken = await deps.accounts.taken(admin.username, admin.email);
  if (taken.username) throw new AccountTakenError('username');
  if (taken.email) throw new AccountTakenError('email');
  const userId = randomUUID();
  await handleCommand(deps.store, userStreamName(userId), userDecider, {
    type: 'RegisterUser',
    data: {
      userId,
      username: admin.username,
      email: admin.email,
      firstName: admin.firstName,
      lastName: admin.lastName,
      phone: null,
      userType: 'admin',
      address: null,
      city: null,
      country: null,
      zipCode: null,
      language: 'fr',
      passwordHash: await argon2.hash(admin.password, { type: argon2.argon2id }),
    },
    metadata: { now: deps.clock().toISOString() },
  });
  return { userId };
}
