/**
 * Admin accounts from the command line (root: `npm run admin -- promote <email>`).
 *   promote <email>   make an existing account an admin (it must have signed up first)
 * Uses the same configuration as the server (DATA_DIR or DATABASE_URL).
 */
import { loadConfig } from '../src/config.ts';
import { promoteUser } from '../src/modules/accounts/index.ts';
import { runScript, withShopDatabase } from './script-run.ts';

const USAGE = 'Usage: npm run admin -- promote <email>';

async function main(argv: string[]): Promise<number> {
  const [command, email, ...rest] = argv;
  if (command !== 'promote' || !email || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const promoted = await withShopDatabase(config, (database) => promoteUser(database.db, email));
  if (!promoted) {
    console.error(`No account with the email ${email}. Sign up first, then promote it.`);
    return 1;
  }
  console.log(`${promoted.email} is now an admin. Sign in at ${config.publicUrl}/admin/login`);
  return 0;
}

runScript(main);
