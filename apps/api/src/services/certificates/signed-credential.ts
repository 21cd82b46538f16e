import { decodeJwt, decodeProtectedHeader, type JWK, jwtVerify, SignJWT } from 'jose';
import { SIGNING_ALGORITHM, type SigningKey } from './issuer-keys';

// Credentials travel as VC-JWTs (Open Badges 3.0, section 8.2): the credential's own members are the
// JWT's claims, with `iss` the issuer's id, `jti` the credential's id and `nbf` its validFrom; the
// header names the key (`kid`) in the issuer's published set. Signed and checked by `jose`.

interface Credential {
  id: string;
  issuer: { id: string };
  validFrom: string;
}

export async function signCredential(credential: Credential, key: SigningKey): Promise<string> {
  return new SignJWT({ ...credential })
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: key.kid, typ: 'JWT' })
    .setIssuer(credential.issuer.id)
    .setJti(credential.id)
    .setNotBefore(Math.floor(new Date(credential.validFrom).getTime() / 1000))
    .sign(key.privateKey);
}

/** What a token says before its signature is checked (its key id and claims), or null when it is not a JWT at all. */
export function readUnverified(token: string): { kid: string | undefined; claims: Record<string, unknown> } | null {
  try {
    return { kid: decodeProtectedHeader(token).kid, claims: decodeJwt(token) };
  } catch {
    return null;
  }
}

/** The claims when the signature is one of `keys`' and `iss` is `issuer`; null otherwise (changed, or not this issuer's). */
export async function verifiedClaims(
  token: string,
  keys: { keys: JWK[] },
  issuer: string,
  now: Date,
): Promise<Record<string, unknown> | null> {
  const kid = readUnverified(token)?.kid;
  const jwk = keys.keys.find((key) => key.kid === kid);
  if (!jwk) return null;
  try {
    const { payload } = await jwtVerify(token, jwk, {
      algorithms: [SIGNING_ALGORITHM],
      issuer,
      currentDate: now,
    });
    return payload;
  } catch {
    return null;
  }
}
