// Migration 0031's backfill: a database from before it had every post under an ally (0010 gave the
// posts written before the console to the first ally of their country). Those become the
// platform's; a post written in the console (a `created` line in its history) stays its ally's.
import { readFileSync } from 'node:fs';
import { eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { allies, posts } from '../src/db/schema';
import { useTestApp } from './helpers/app';
import { consoleCaller } from './helpers/console-team';

const ctx = useTestApp();
const call = consoleCaller(() => ctx.app);

/** The migration's last statement: the backfill, after the schema changes. */
const backfill = () => {
  const text = readFileSync(new URL('../drizzle/0031_posts_per_ally.sql', import.meta.url), 'utf8');
  const statements = text.split('--> statement-breakpoint');
  return statements[statements.length - 1] ?? '';
};

describe('migration 0031 (posts per ally)', () => {
  it("makes the old posts the platform's and keeps a console post its ally's", async () => {
    const written = await call('crecer editor', 'POST', '/api/console/posts/', {
      country: 'mx',
      title: 'Escrita en la consola',
      body_html: '<p>Hola</p>',
      author: 'Carlos',
    });
    expect(written.statusCode, written.body).toBe(201);
    // As before 0031: the seeded posts under the first ally of their country, as 0010 left them.
    const [impulsa] = await ctx.db.select({ id: allies.id }).from(allies).where(eq(allies.code, 'impulsa'));
    await ctx.db.update(posts).set({ allyId: impulsa?.id }).where(isNull(posts.allyId));

    await ctx.db.execute(sql.raw(backfill()));

    const rows = await ctx.db.select({ id: posts.id, allyId: posts.allyId }).from(posts);
    const fromConsole = rows.find(({ id }) => id === written.json().id);
    expect(fromConsole?.allyId).not.toBeNull();
    expect(rows.filter(({ id }) => id !== fromConsole?.id).every(({ allyId }) => allyId === null)).toBe(true);
    expect(rows.length).toBeGreaterThan(1);
  });
});
