import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { allies, certificates } from '../../db/schema';
import { publishedKeys } from './issuer-keys';
import { readUnverified, verifiedClaims } from './signed-credential';

// Checking a certificate as a stranger would: its signature against the keys its issuer publishes,
// then its status. A credential whose words changed, signed by another key or naming an issuer that
// is not one of Aula's allies is "forged"; one its ally revoked says when and why.

export interface CertificateReading {
  certificateId: string;
  learnerName: string;
  achievementName: string;
  issuerName: string;
  issuedAt: string;
}

export type Verification =
  | { state: 'valid'; reading: CertificateReading }
  | { state: 'revoked'; reading: CertificateReading; revokedAt: Date; reason: string }
  | { state: 'forged' };

const ISSUER_PATH = /\/api\/allies\/([^/]+)\/issuer\/$/;
const CERTIFICATE_ID = /\/certificados\/([0-9a-f-]{36})$/;

type Claims = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const field = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;

function readingOf(claims: Claims, certificateId: string): CertificateReading {
  const subject = field(claims, 'credentialSubject');
  const identifier = field(subject, 'identifier');
  const named = Array.isArray(identifier)
    ? identifier.find((item) => field(item, 'identityType') === 'name')
    : undefined;
  return {
    certificateId,
    learnerName: text(field(named, 'identityHash')),
    achievementName: text(field(field(subject, 'achievement'), 'name')),
    issuerName: text(field(field(claims, 'issuer'), 'name')),
    issuedAt: text(claims.validFrom),
  };
}

const ENVELOPED = 'data:application/vc+jwt,';

/** The compact VC-JWT in what was pasted: itself, or the credential file (an enveloped credential) holding it. */
function tokenIn(pasted: string): string {
  const text = pasted.trim();
  if (!text.startsWith('{')) return text;
  try {
    const id = field(JSON.parse(text), 'id');
    return typeof id === 'string' && id.startsWith(ENVELOPED) ? id.slice(ENVELOPED.length) : text;
  } catch {
    return text;
  }
}

/** Verifies a credential (a compact VC-JWT, or the file that envelopes one) as issued by one of the allies here. */
export async function verifyCredential(db: Database, pasted: string, now: Date): Promise<Verification> {
  const token = tokenIn(pasted);
  const unverified = readUnverified(token);
  const issuer = text(unverified?.claims.iss);
  const allyCode = ISSUER_PATH.exec(issuer)?.[1];
  if (!unverified || !allyCode) return { state: 'forged' };
  const [ally] = await db
    .select({ id: allies.id })
    .from(allies)
    .where(eq(allies.code, decodeURIComponent(allyCode)));
  if (!ally) return { state: 'forged' };
  const claims = await verifiedClaims(token, await publishedKeys(db, ally.id), issuer, now);
  const certificateId = CERTIFICATE_ID.exec(text(claims?.jti))?.[1];
  if (!claims || !certificateId) return { state: 'forged' };
  const [row] = await db
    .select({ allyId: certificates.allyId, revokedAt: certificates.revokedAt, reason: certificates.revokedReason })
    .from(certificates)
    .where(eq(certificates.id, certificateId));
  // Signed with the ally's key yet unknown here: never issued by Aula (a key that leaked), so not valid.
  if (!row || row.allyId !== ally.id) return { state: 'forged' };
  const reading = readingOf(claims, certificateId);
  if (row.revokedAt) return { state: 'revoked', reading, revokedAt: row.revokedAt, reason: row.reason ?? '' };
  return { state: 'valid', reading };
}

/** Verifies the certificate kept under `id` (the verification page): its stored credential, checked like any other. */
export async function verifyStoredCertificate(db: Database, id: string, now: Date): Promise<Verification | null> {
  if (!/^[0-9a-f-]{36}$/.test(id)) return null;
  const [row] = await db
    .select({ credential: certificates.credential })
    .from(certificates)
    .where(eq(certificates.id, id));
  return row ? verifyCredential(db, row.credential, now) : null;
}

/**
 * Revokes one of the ally's certificates (its bit in the status list is set from now on); false
 * when the ally has no such certificate. Revoking again keeps the first date and reason.
 */
export async function revokeCertificate(
  db: Database,
  request: { allyId: number; certificateId: string; reason: string; by: number; now: Date },
): Promise<boolean> {
  const mine = and(eq(certificates.id, request.certificateId), eq(certificates.allyId, request.allyId));
  await db
    .update(certificates)
    .set({ revokedAt: request.now, revokedReason: request.reason, revokedBy: request.by })
    .where(and(mine, isNull(certificates.revokedAt)));
  const [row] = await db.select({ id: certificates.id }).from(certificates).where(mine);
  return row !== undefined;
}
