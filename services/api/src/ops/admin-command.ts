import { randomBytes } from 'node:crypto';
import { text } from 'node:stream/consumers';
import { createAccountQueries } from '@grandtour/projections';
import {
  AccountTakenError,
  AdminAccountSchema,
  createAdmin,
  defaultAdminUsername,
} from '../routes/accounts/create-admin.ts';
import { parseOptions, USAGE_ERROR, type OpsCommand } from './ops-context.ts';

/** `npm run ops -- admin create <email>`: an administrator account, its password generated unless piped in. */
export const adminCommand: OpsCommand = {
  usage: [
    'admin create <email> [--username <name>] [--first-name <name>] [--last-name <name>] [--password-stdin]',
    '                                  an administrator (the operators’ API, and the drivers’ documents in the back office); prints a generated password',
  ],
  async run([command, ...rest], open, { print }, input = process.stdin) {
    const { options, positional } = parseOptions(rest, ['username', 'first-name', 'last-name']);
    if (command !== 'create' || positional.length !== 1) return USAGE_ERROR;
    const email = positional[0]!.toLowerCase();
    const generated = !options['password-stdin'];
    const admin = AdminAccountSchema.safeParse({
      email,
      username: options.username ?? defaultAdminUsername(email),
      firstName: options['first-name'] ?? 'Admin',
      lastName: options['last-name'] ?? 'Grand Tour',
      password: generated ? randomBytes(18).toString('base64url') : (await text(input)).trim(),
    });
    if (!admin.success) {
      const issue = admin.error.issues[0];
      print(
        `Cannot create this administrator: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim(),
      );
      return USAGE_ERROR;
    }
    const { store, database, clock } = await open();
    try {
      const { userId } = await createAdmin(
        { store, accounts: createAccountQueries(database.pool), clock },
        admin.data,
      );
      print(`Administrator ${admin.data.username} <${admin.data.email}> created (${userId}).`);
      if (generated) print(`Password (shown once): ${admin.data.password}`);
      print(
        'Sign in at /login; the administrators’ API is under /api/admin, the drivers’ documents at /owner-dashboard.',
      );
      return 0;
    } catch (error) {
      if (!(error instanceof AccountTakenError)) throw error;
      print(`Cannot create this administrator: ${error.message}.`);
      return 1;
    }
  },
};
