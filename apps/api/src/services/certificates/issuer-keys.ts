import { randomUUID } from 'node:crypto';
import type { IssuerKeySet } from '@aula/contracts/certificates';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Database } from '../../db/client';
import { issuerKeys } from '../../db/schema';
import { seal, unseal } from '../../lib/sealed-secret';

// Each ally signs its certificates with its own Ed25519 key, created the first time it is needed.
// Rotating retires the signing key without deleting it: the published set keeps every key, so a
// certificate signed before the rotation still verifies.

const PURPOSE = 'issuer-key';
export const SIGNING_ALGORITHM = 'EdDSA';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
}

async function createKey(db: Database, allyId: number, serverSecret: string): Promise<void> {
  const { publicKey, privateKey } = await generateKeyPair('Ed25519', { extractable: true });
  const kid = randomUUID();
  const { kty = 'OKP', crv = 'Ed25519', x = '' } = await exportJWK(publicKey);
  const publicJwk = { kty, crv, x, kid, alg: SIGNING_ALGORITHM, use: 'sig' };
  const sealedPrivateKey = seal(JSON.stringify(await exportJWK(privateKey)), serverSecret, PURPOSE);
  // Two processes creating an ally's first key at once: the unique active-key index keeps one.
  await db.insert(issuerKeys).values({ kid, allyId, publicJwk, sealedPrivateKey }).onConflictDoNothing();
}

async function activeKey(db: Database, allyId: number) {
  const [row] = await db
    .select()
    .from(issuerKeys)
    .where(and(eq(issuerKeys.allyId, allyId), isNull(issuerKeys.retiredAt)))
    .limit(1);
  return row;
}

/** The ally's current signing key, created on first use. */
export async function signingKey(db: Database, allyId: number, serverSecret: string): Promise<SigningKey> {
  let row = await activeKey(db, allyId);
  if (!row) {
    await createKey(db, allyId, serverSecret);
    row = await activeKey(db, allyId);
  }
  if (!row) throw new Error(`no signing key for ally ${allyId}`);
  const jwk = JSON.parse(unseal(row.sealedPrivateKey, serverSecret, PURPOSE)) as JWK;
  return { kid: row.kid, privateKey: (await importJWK(jwk, SIGNING_ALGORITHM)) as CryptoKey };
}

/** Retires the signing key (kept for verifying) and creates the next one. */
export async function rotateSigningKey(db: Database, allyId: number, serverSecret: string, now: Date): Promise<void> {
  await db
    .update(issuerKeys)
    .set({ retiredAt: now })
    .where(and(eq(issuerKeys.allyId, allyId), isNull(issuerKeys.retiredAt)));
  await createKey(db, allyId, serverSecret);
}

/** Every public key the ally has signed with, newest first: its JWK set. */
export async function publishedKeys(db: Database, allyId: number): Promise<IssuerKeySet> {
  const rows = await db
    .select({ jwk: issuerKeys.publicJwk })
    .from(issuerKeys)
    .where(eq(issuerKeys.allyId, allyId))
    .orderBy(desc(issuerKeys.createdAt));
  return { keys: rows.map(({ jwk }) => jwk) };
}
