import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../db/client.ts';
import { usersRepo } from '../modules/auth/index.ts';
import { DEMO_ACCOUNTS } from './seed-accounts.ts';

/**
 * Outside demo mode the demo accounts, whose passwords the README prints, must not sign in: a data
 * folder first used for a demo keeps them otherwise. They are deleted with all they own (their
 * sessions too, so an old token stops at once), unless the operator named one as ADMIN_EMAIL.
 */
export async function removeDemoAccounts(
  db: Db,
  adminEmail: string | undefined,
  log: FastifyBaseLogger,
): Promise<string[]> {
  const keep = adminEmail?.toLowerCase();
  const emails = DEMO_ACCOUNTS.map((a) => a.email.toLowerCase()).filter((e) => e !== keep);
  const removed = await usersRepo.deleteByEmails(db, emails);
  if (removed.length > 0) {
    log.warn(
      { emails: removed },
      'contas de demonstração removidas: fora do modo demonstração elas não podem entrar',
    );
  }
  return removed;
}
