import type { Db } from '../../db/client.ts';
import {
  candidateAccountIds,
  candidatePhoneNumberIds,
  signatureMatches,
} from '../../providers/index.ts';
import { type InstanceAccess, type InstanceRow, instancesRepo } from '../instances/index.ts';

/** The other app secrets a webhook naming none of our numbers is checked with, at most. */
const MAX_OTHER_SECRETS = 16;

/** Who signed a Cloud API webhook's raw body: the numbers it names, or another of our secrets. */
export function createCloudSigners({
  db,
  access,
}: {
  db: Db;
  access: Pick<InstanceAccess, 'open'>;
}) {
  /**
   * The Cloud API instances a raw body names (by number or by account; read as text, not
   * parsed), and those of them whose own app secret produced the signature. Only a number whose
   * own secret signed is trusted: a body signed with clinic A's secret that names clinic B's
   * number gets nothing of B.
   */
  async function signedBy(
    raw: Buffer,
    signature: string,
  ): Promise<{ named: InstanceRow[]; signed: InstanceRow[] }> {
    const [byNumber, byAccount] = await Promise.all([
      instancesRepo.findByPhoneNumberIds(db, candidatePhoneNumberIds(raw)),
      instancesRepo.findByBusinessAccountIds(db, candidateAccountIds(raw)),
    ]);
    const named = [...new Map([...byNumber, ...byAccount].map((r) => [r.id, r])).values()];
    const signed = named.filter(
      (row) =>
        row.appSecretSealed && signatureMatches(raw, signature, access.open(row.appSecretSealed)),
    );
    return { named, signed };
  }

  /**
   * Whether one of the app's other secrets made the signature, for a body none of whose named
   * instances signed it: a number Meta posts about that the app does not serve (a clinic's second
   * number, an instance an admin deleted) is named by no row, so its secret is looked for among
   * those configured. Each distinct secret costs one HMAC of the body: at most
   * MAX_OTHER_SECRETS of them (an installation usually has one Meta app, or one per clinic).
   */
  async function signedByOtherSecret(raw: Buffer, signature: string, tried: InstanceRow[]) {
    const open = (sealed: string | null) => (sealed ? access.open(sealed) : null);
    const already = new Set(tried.map((r) => open(r.appSecretSealed)));
    const others = new Set<string>();
    for (const sealed of await instancesRepo.cloudAppSecrets(db, 4 * MAX_OTHER_SECRETS)) {
      const secret = open(sealed);
      if (secret && !already.has(secret)) others.add(secret);
      if (others.size >= MAX_OTHER_SECRETS) break;
    }
    // Each comparison is timing-safe (signatureMatches); all of them are made.
    let matched = false;
    for (const secret of others) matched = signatureMatches(raw, signature, secret) || matched;
    return matched;
  }

  return { signedBy, signedByOtherSecret };
}
