import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { allies, allyCountries, chatRegistrations, countries } from '../db/schema';

export type ChatRegistrationRow = typeof chatRegistrations.$inferSelect;

/**
 * The ally a number registers with in the chat, if it allows that and is not suspended: its name,
 * code and the country the number registers in, the one of the ally's countries its calling code
 * names (a Mexican number in Mexico), else the first (the one registration-link.ts sends to).
 */
export async function chatRegistrationAllyOf(db: Database, allyId: number, phone: string) {
  const rows = await db
    .select({
      id: allies.id,
      name: allies.name,
      code: allies.code,
      country: countries.code,
      dialCode: countries.dialCode,
    })
    .from(allies)
    .innerJoin(allyCountries, eq(allyCountries.allyId, allies.id))
    .innerJoin(countries, eq(countries.id, allyCountries.countryId))
    .where(and(eq(allies.id, allyId), eq(allies.chatRegistration, true), isNull(allies.suspendedAt)))
    .orderBy(asc(countries.code));
  const row = rows.find(({ dialCode }) => dialCode !== '' && phone.startsWith(dialCode)) ?? rows[0];
  return row && { id: row.id, name: row.name, code: row.code, country: row.country };
}

export type ChatRegistrationAlly = NonNullable<Awaited<ReturnType<typeof chatRegistrationAllyOf>>>;

/** Drops the registrations nobody touched since `before`: they start over, and the numbers are not kept. */
export async function dropStaleRegistrations(db: Database, before: Date): Promise<void> {
  await db.delete(chatRegistrations).where(lt(chatRegistrations.updatedAt, before));
}

export async function chatRegistrationOf(db: Database, allyId: number, phone: string) {
  const [row] = await db
    .select()
    .from(chatRegistrations)
    .where(and(eq(chatRegistrations.allyId, allyId), eq(chatRegistrations.phone, phone)));
  return row;
}

/** Writes where the number's registration stands (a new one replaces any left). */
export async function saveChatRegistration(db: Database, row: ChatRegistrationRow): Promise<void> {
  await db
    .insert(chatRegistrations)
    .values(row)
    .onConflictDoUpdate({
      target: [chatRegistrations.allyId, chatRegistrations.phone],
      set: { step: row.step, name: row.name, updatedAt: row.updatedAt },
    });
}

export async function dropChatRegistration(db: Database, allyId: number, phone: string): Promise<void> {
  await db
    .delete(chatRegistrations)
    .where(and(eq(chatRegistrations.allyId, allyId), eq(chatRegistrations.phone, phone)));
}
