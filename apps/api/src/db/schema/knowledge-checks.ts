import type { CheckAttemptRequest, QuestionResult } from '@aula/contracts/knowledge-checks';
import { boolean, index, integer, jsonb, pgTable, smallint, timestamp, unique } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { lessonParts } from './lessons';
import { users } from './users';

/**
 * One graded try of a check part by a learner: what they answered, how each question came out and
 * the score, as the check was when they tried it. Numbered per learner and part; the unique number
 * is what makes a try sent twice (a queued write resent, two taps) count once.
 */
export const checkAttempts = pgTable(
  'check_attempts',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    partId: integer('part_id')
      .notNull()
      .references(() => lessonParts.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    answers: jsonb('answers').$type<CheckAttemptRequest['answers']>().notNull(),
    results: jsonb('results').$type<QuestionResult[]>().notNull(),
    score: smallint('score').notNull(),
    passed: boolean('passed').notNull(),
    passMark: smallint('pass_mark').notNull(),
    /** When the learner opened the part for this try (their time on it), if the server saw it. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('check_attempts_try_unique').on(table.userId, table.partId, table.attempt),
    // The console's insight reads a check's tries across learners.
    index('check_attempts_part_idx').on(table.partId, table.submittedAt),
  ],
);
