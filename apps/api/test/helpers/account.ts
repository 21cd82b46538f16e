import { readOutbox } from '../../src/adapters/outbox';
import type { TestContext } from './app';

/** A clock tests move by hand: `now()` is what the app sees, `advance()` moves it on. */
export function testClock(start = new Date('2026-03-01T12:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(seconds: number) {
      current += seconds * 1000;
    },
  };
}

/** Messages the development outbox holds for one recipient, newest first, once sends settle. */
export async function outboxFor(ctx: TestContext, to: string) {
  await ctx.app.ports.deliveries.idle();
  return readOutbox(ctx.db, { to });
}

/** The 6-digit code of the newest WhatsApp message to `phone`. */
export async function lastCode(ctx: TestContext, phone: string): Promise<string> {
  const [message] = await outboxFor(ctx, phone);
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${phone}`);
  return code;
}

let counter = 0;
/** A phone number no other test uses (E.164, Mexico). */
export function freshPhone(): string {
  counter += 1;
  return `+52155${String(process.pid % 1000).padStart(3, '0')}${String(counter).padStart(4, '0')}`;
}
