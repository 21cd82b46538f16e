import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { allies, certificates } from '../../db/schema';
import { issuerAddresses } from './addresses';
import { signingKey } from './issuer-keys';
import { signCredential } from './signed-credential';
import { encodeStatusList } from './status-list';

/**
 * The ally's revocation list as a signed Bitstring Status List credential: what a verifier reads
 * at a credential's `statusListCredential` to learn whether it was revoked.
 */
export async function statusListCredential(
  db: Database,
  allyCode: string,
  request: { origin: string; now: Date; serverSecret: string },
): Promise<string | null> {
  const [ally] = await db.select({ id: allies.id }).from(allies).where(eq(allies.code, allyCode));
  if (!ally) return null;
  const revoked = await db
    .select({ index: certificates.statusIndex })
    .from(certificates)
    .where(and(eq(certificates.allyId, ally.id), isNotNull(certificates.revokedAt)));
  const at = issuerAddresses(request.origin, allyCode);
  const credential = {
    '@context': ['https://www.w3.org/ns/credentials/v2'],
    id: at.statusList,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer: { id: at.profile },
    validFrom: request.now.toISOString(),
    credentialSubject: {
      id: `${at.statusList}#list`,
      type: 'BitstringStatusList',
      statusPurpose: 'revocation',
      encodedList: encodeStatusList(revoked.map(({ index }) => index)),
    },
  };
  return signCredential(credential, await signingKey(db, ally.id, request.serverSecret));
}
