import { DEMO_PASSWORD, DEMO_TEAM } from '@aula/demo-content/demo-users';
import { inArray } from 'drizzle-orm';
import { hashSecret } from '../../lib/secrets';
import type { Database } from '../client';
import { allies, countries, users } from '../schema';

/**
 * The demo ally team (an impulsa admin, an impulsa editor, a crecer editor) with the demo password.
 * Only the members missing are added (a database seeded before the console gets them on its next
 * start), and a member whose ally has no brand folder is left out. Returns whether it wrote anything.
 */
export async function seedTeam(db: Database): Promise<boolean> {
  const emails = DEMO_TEAM.map((member) => member.email);
  const present = new Set(
    (await db.select({ email: users.email }).from(users).where(inArray(users.email, emails))).map((row) => row.email),
  );
  const allyId = new Map(
    (await db.select({ id: allies.id, code: allies.code }).from(allies)).map((a) => [a.code, a.id]),
  );
  const countryId = new Map(
    (await db.select({ id: countries.id, code: countries.code }).from(countries)).map((c) => [c.code, c.id]),
  );
  const missing = DEMO_TEAM.filter((member) => !present.has(member.email) && allyId.has(member.allyCode));
  // One salt per account, hashed side by side (scrypt runs off the main thread).
  const hashes = await Promise.all(missing.map(() => hashSecret(DEMO_PASSWORD)));
  for (const [index, member] of missing.entries()) {
    await db
      .insert(users)
      .values({
        name: member.name,
        email: member.email,
        passwordHash: hashes[index] ?? '',
        access: member.access,
        allyId: allyId.get(member.allyCode) ?? 0,
        countryId: countryId.get(member.country) ?? 0,
      })
      // Another process seeding at the same moment may have added it first.
      .onConflictDoNothing({ target: users.email });
  }
  return missing.length > 0;
}
