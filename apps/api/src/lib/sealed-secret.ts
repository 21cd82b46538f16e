import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// A secret kept in the database (an ally's private signing key) is sealed with a key derived from
// the server's SECRET_KEY: a copy of the database alone signs nothing. AES-256-GCM also proves the
// sealed text was not changed. `purpose` separates keys derived for different secrets.

const VERSION = 'v1';

function keyFor(serverSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, 'aula-sealed-secret', purpose, 32));
}

/** `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
export function seal(plain: string, serverSecret: string, purpose: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(serverSecret, purpose), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The plain text; throws when the text was sealed with another secret or changed since. */
export function unseal(sealedText: string, serverSecret: string, purpose: string): string {
  const [version, iv, tag, sealed] = sealedText.split('.');
  if (version !== VERSION || !iv || !tag || !sealed) throw new Error('not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', keyFor(serverSecret, purpose), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
}
