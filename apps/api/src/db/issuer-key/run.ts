// `pnpm --filter @aula/api certificates:rotate-key <allyCode>`: retires an ally's signing key and
// creates its next one (a key thought exposed, or a yearly change). Certificates signed with the old
// key keep verifying: it stays in the ally's published keys. Run with the server's own SECRET_KEY
// (or DATA_DIR, for the embedded default): the new private key is sealed with it.
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { resolveSecretKey } from '../../lib/secret-key';
import { publishedKeys, rotateSigningKey } from '../../services/certificates/issuer-keys';
import { openDatabase } from '../client';
import { allies } from '../schema';

const allyCode = process.argv[2];
if (!allyCode) {
  console.error('Name the ally whose signing key to rotate: certificates:rotate-key <allyCode>');
  process.exit(2);
}
const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const [ally] = await handle.db.select({ id: allies.id }).from(allies).where(eq(allies.code, allyCode));
  if (!ally) {
    console.error(`No ally ${allyCode} in this database.`);
    process.exitCode = 1;
  } else {
    await rotateSigningKey(handle.db, ally.id, resolveSecretKey(config), new Date());
    const { keys } = await publishedKeys(handle.db, ally.id);
    console.log(`${allyCode} signs with key ${keys[0]?.kid}; ${keys.length} keys published for verifiers.`);
  }
} finally {
  await handle.close();
}
