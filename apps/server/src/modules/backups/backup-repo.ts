import { sql } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';

export const backupRepo = {
  /**
   * Everyone a failed backup is told to: each clinic's Responsáveis and the platform's
   * administrators (the backup is the whole server's), once per address.
   */
  async recipients(tx: Tx): Promise<Array<{ email: string; timeZone: string }>> {
    const result = (await tx.execute(sql`
      select distinct on (u.email) u.email, u.time_zone as "timeZone"
      from users u
      where u.confirmed and (u.role = 'ADMIN'
         or exists (select 1 from clinic_members m
                    where m.user_id = u.id and m.role = 'RESPONSAVEL'))
      order by u.email`)) as unknown as { rows: Array<{ email: string; timeZone: string }> };
    return result.rows;
  },
};
