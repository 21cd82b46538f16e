import { and, eq, ne, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { allies } from '../db/schema';

/** An ally's own WhatsApp number as stored: the number learners see and Meta's id of it. */
export interface AllyWhatsappNumber {
  number: string;
  phoneNumberId: string;
}

/** The number with its setting: whether a number no account has may register in its chat. */
export interface AllyWhatsappSettings extends AllyWhatsappNumber {
  chatRegistration: boolean;
}

/** Which of the number and its Meta id an ally other than `allyId` already has. */
export async function whatsappTakenElsewhere(
  db: Database,
  allyId: number,
  whatsapp: AllyWhatsappNumber,
): Promise<{ number: boolean; phoneNumberId: boolean }> {
  const rows = await db
    .select({ number: allies.whatsappNumber, phoneNumberId: allies.whatsappPhoneNumberId })
    .from(allies)
    .where(
      and(
        ne(allies.id, allyId),
        or(eq(allies.whatsappNumber, whatsapp.number), eq(allies.whatsappPhoneNumberId, whatsapp.phoneNumberId)),
      ),
    );
  return {
    number: rows.some((row) => row.number === whatsapp.number),
    phoneNumberId: rows.some((row) => row.phoneNumberId === whatsapp.phoneNumberId),
  };
}

/**
 * Sets the ally's WhatsApp number, or clears it (null, and registering in the chat with it); an id
 * another ally has is a unique violation.
 */
export async function writeAllyWhatsapp(
  db: Database,
  allyId: number,
  whatsapp: AllyWhatsappSettings | null,
): Promise<void> {
  await db
    .update(allies)
    .set({
      whatsappNumber: whatsapp?.number ?? null,
      whatsappPhoneNumberId: whatsapp?.phoneNumberId ?? null,
      chatRegistration: whatsapp?.chatRegistration ?? false,
    })
    .where(eq(allies.id, allyId));
}
