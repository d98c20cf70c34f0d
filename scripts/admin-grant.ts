/**
 * `npm run admin:grant -- someone@example.com` (or `-- --revoke someone@example.com`): grants (revokes) admin rights
 * to an existing account on the configured database — DATABASE_URL, or the embedded database under DATA_DIR (stop
 * `npm start` first: the embedded database belongs to one process). Running it needs a shell on the server, which
 * is what makes it a safe way to name an admin whose address is not a verified one in ADMIN_EMAILS.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '#server/db/client';
import { grantAdmin, revokeAdmin } from '#server/domain/admin/access';
import { EnvError, loadEnv } from '#server/env';

const USAGE = 'usage: npm run admin:grant -- [--revoke] someone@example.com';

async function main(argv: string[]): Promise<number> {
  const revoke = argv.includes('--revoke');
  const emails = argv.filter((arg) => !arg.startsWith('--'));
  if (emails.length !== 1 || !emails[0]!.includes('@')) {
    console.error(USAGE);
    return 2;
  }
  const email = emails[0]!;
  // Configuration may live in .env, as for `npm start`; real environment variables win.
  if (fs.existsSync('.env')) {
    const fromEnvironment = { ...process.env };
    process.loadEnvFile('.env');
    Object.assign(process.env, fromEnvironment);
  }
  // Only the database is opened: no secret is used, so none is required.
  const env = loadEnv({ ...process.env, ATELIER_ALLOW_DEV_SECRET: '1' });
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: path.join(env.dataDir, 'db') });
  try {
    const outcome = revoke
      ? await revokeAdmin(database.db, email)
      : await grantAdmin(database.db, email, `cli:${os.userInfo().username}@${os.hostname()}`);
    if (!outcome.ok) {
      console.error(`There is no account with the e-mail ${email}: sign up first, then run this again.`);
      return 1;
    }
    const verb = revoke ? 'revoked from' : 'granted to';
    const note = outcome.changed ? '' : ' (no change: it already was)';
    console.log(`Admin rights ${verb} ${email} (user ${outcome.userId})${note}.`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof EnvError ? error.message : error);
    process.exit(1);
  },
);
