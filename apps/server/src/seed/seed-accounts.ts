import type { Role } from '@conecta/contract';
import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { hashPassword, usersRepo } from '../modules/auth/index.ts';
import { membershipsRepo } from '../modules/memberships/index.ts';

export interface SeedAccount {
  name: string;
  /** Its clinic's name: a clinic is not called after the person ('…o WhatsApp de Recepção Demo'). */
  clinicName?: string;
  email: string;
  password: string;
  role: Role;
}

/** The demo account whose clinic's number is on the Cloud API (seed-demo-instances.ts). */
export const DEMO_CLOUD_API_EMAIL = 'oficial@demo.conectaclinica.com.br';

/** The demo accounts that demo mode creates; the README and the start banner show them. */
export const DEMO_ACCOUNTS: SeedAccount[] = [
  {
    name: 'Administradora Demo',
    clinicName: 'Clínica Bem Viver',
    email: 'admin@demo.conectaclinica.com.br',
    password: 'demo-admin-2026',
    role: 'ADMIN',
  },
  {
    name: 'Recepção Demo',
    clinicName: 'Clínica Sorriso',
    email: 'recepcao@demo.conectaclinica.com.br',
    password: 'demo-recepcao-2026',
    role: 'USER',
  },
  {
    // Its clinic's number is on the (simulated) official Cloud API: 'Provedor: API oficial'.
    name: 'Clínica API Oficial Demo',
    clinicName: 'Clínica Vida Plena',
    email: DEMO_CLOUD_API_EMAIL,
    password: 'demo-oficial-2026',
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
      if (!user) return;
      const clinicId = await membershipsRepo.createFor(tx, user, user.createdAt);
      if (account.clinicName) await membershipsRepo.setName(tx, clinicId, account.clinicName);
    });
    log.info({ email: account.email, role: account.role }, 'conta criada');
  }
}
