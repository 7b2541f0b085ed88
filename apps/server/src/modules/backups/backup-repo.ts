import { sql } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';

export const backupRepo = {
  /**
   * Everyone a failed backup is told to: each clinic's Responsáveis and the platform's
   * administrators (the backup is the whole server's), once per address. `admin`: the address is
   * an administrator's (also when the same person is a Responsável), who reads the reason.
   */
  async recipients(tx: Tx): Promise<Array<{ email: string; timeZone: string; admin: boolean }>> {
    const result = (await tx.execute(sql`
      select distinct on (u.email) u.email, u.time_zone as "timeZone", (u.role = 'ADMIN') as admin
      from users u
      where u.confirmed and (u.role = 'ADMIN'
         or exists (select 1 from clinic_members m
                    where m.user_id = u.id and m.role = 'RESPONSAVEL'))
      order by u.email, (u.role = 'ADMIN') desc`)) as unknown as {
      rows: Array<{ email: string; timeZone: string; admin: boolean }>;
    };
    return result.rows.map((r) => ({ ...r, admin: r.admin === true }));
  },
};
