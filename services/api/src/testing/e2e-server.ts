import { bootFailure, loadConfig } from '@grandtour/platform';
import { createAccountQueries } from '@grandtour/projections';
import { AdminAccountSchema, createAdmin } from '../routes/accounts/create-admin.ts';
import { createRuntime } from '../runtime.ts';

/**
 * The Playwright journeys' server: the marketplace as `npm start` runs it, plus one administrator made as
 * `npm run ops -- admin create` makes one. The journeys' embedded database lives only inside this process, so the
 * operators' command cannot reach it (decision 86); this entry is for NODE_ENV=test only.
 */
async function main() {
  const config = loadConfig();
  if (config.NODE_ENV !== 'test') throw new Error('The journeys’ server runs with NODE_ENV=test only.');
  const runtime = await createRuntime(config);
  const admin = AdminAccountSchema.parse({
    email: process.env.E2E_ADMIN_EMAIL,
    username: process.env.E2E_ADMIN_USERNAME,
    password: process.env.E2E_ADMIN_PASSWORD,
    firstName: 'Alix',
    lastName: 'Decide',
  });
  await createAdmin(
    { store: runtime.store, accounts: createAccountQueries(runtime.database.pool), clock: () => new Date() },
    admin,
  );
  await runtime.app.listen({ port: config.PORT, host: config.HOST });
  const shutdown = async () => {
    await runtime.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown());
  process.on('SIGINT', () => void shutdown());
}

main().catch((error: unknown) => {
  console.error(bootFailure(error, process.env.DATABASE_URL));
  process.exit(1);
});
