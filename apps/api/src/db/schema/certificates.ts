import type { IssuerKeySet } from '@aula/contracts/certificates';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { allies } from './allies';
import { lessonModules } from './lessons';
import { users } from './users';

/**
 * An ally's signing keys (Ed25519) for its certificates. The newest unretired key signs; every key,
 * retired or not, stays published, so a certificate signed before a rotation still verifies. The
 * private half is stored sealed with the server's secret (lib/sealed-secret.ts), never in the clear.
 */
export const issuerKeys = pgTable(
  'issuer_keys',
  {
    kid: text('kid').primaryKey(),
    allyId: integer('ally_id')
      .notNull()
      .references(() => allies.id, { onDelete: 'cascade' }),
    publicJwk: jsonb('public_jwk').$type<IssuerKeySet['keys'][number]>().notNull(),
    sealedPrivateKey: text('sealed_private_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Signs no more (rotated out); still listed for verifiers. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (table) => [
    index('issuer_keys_ally_idx').on(table.allyId),
    // One signing key per ally at a time: two processes creating the first key agree on one.
    uniqueIndex('issuer_keys_one_active').on(table.allyId).where(sql`${table.retiredAt} is null`),
  ],
);

/**
 * A certificate (an Open Badges 3.0 credential) a learner earned by completing a certifying module:
 * the signed credential as issued, and its place in the ally's revocation list.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    allyId: integer('ally_id')
      .notNull()
      .references(() => allies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id')
      .notNull()
      .references(() => lessonModules.id, { onDelete: 'cascade' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** The credential as signed (a compact VC-JWT): what the learner downloads and anyone verifies. */
    credential: text('credential').notNull(),
    /** Its bit in the ally's Bitstring Status List (revocation). */
    statusIndex: integer('status_index').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    revokedBy: integer('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    unique('certificates_one_per_module').on(table.userId, table.moduleId),
    unique('certificates_status_index').on(table.allyId, table.statusIndex),
    index('certificates_ally_idx').on(table.allyId, table.issuedAt),
  ],
);
