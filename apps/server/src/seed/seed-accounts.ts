import type { Role } from '@conecta/contract';
import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { hashPassword, usersRepo } from '../modules/auth/index.ts';
import { membershipsRepo } from '../modules/memberships/index.ts';

export interface SeedAccount {
  name: string;
  email: string;
  password: string;
  role: Role;
}

/** The demo accounts that demo mode creates; the README and the start banner show them. */
export const DEMO_ACCOUNTS: SeedAccount[] = [
  {
    name: 'Administradora Demo',
    email: 'admin@demo.conectaclinica.com.br',
    password: 'demo-admin-2026',
    role: 'ADMIN',
  },
  {
    name: 'Recepção Demo',
    email: 'recepcao@demo.conectaclinica.com.br',
    password: 'demo-recepcao-2026',
    role: 'USER',
  },
];

/** Creates each account, confirmed, unless its e-mail exists; an existing one is never changed. */
export async function seedAccounts(db: Db, accounts: SeedAccount[], log: FastifyBaseLogger) {
  for (const account of accounts) {
    if (await usersRepo.findByEmail(db, account.email)) continue;
    await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          name: account.name,
          email: account.email.toLowerCase(),
          passwordHash: await hashPassword(account.password),
          role: account.role,
          confirmed: true,
        })
        .onConflictDoNothing()
        .returning();
      if (user) await membershipsRepo.createFor(tx, user, user.createdAt);
    });
    log.info({ email: account.email, role: account.role }, 'conta criada');
  }
}
