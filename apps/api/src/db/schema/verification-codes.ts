import { char, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { id } from './columns';

/**
 * One-time WhatsApp codes. Only an HMAC of the code is kept (6 digits are too few for a plain
 * hash); a code dies when used, after `expires_at`, or after 5 wrong tries (`attempts`).
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: id(),
    phoneNumber: varchar('phone_number', { length: 16 }).notNull(),
    codeHash: char('code_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('verification_codes_phone_idx').on(table.phoneNumber)],
);
