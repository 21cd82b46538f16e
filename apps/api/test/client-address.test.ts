import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';

// Issue 38, row 2: with TRUST_PROXY=true the left-most X-Forwarded-For entry, which the client
// writes itself, was the address: 40 sign-ins with 40 written addresses were all evaluated. Now
// TRUST_PROXY=1 trusts one hop (the load balancer), and the address is the one it saw.
const LOAD_BALANCER = '10.0.0.2';
const ctx = useTestApp({ TRUST_PROXY: '1' });

/** A wrong sign-in through a load balancer that appends the client's address to what it wrote. */
const signInThroughBalancer = (written: string, client: string, attempt: number) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/mx/login/',
    remoteAddress: LOAD_BALANCER,
    headers: { 'x-forwarded-for': `${written}, ${client}` },
    // A new unknown account each time: only the address's back-off can refuse.
    payload: { email: `nadie${attempt}@example.com`, password: 'adivinanza' },
  });

describe('the client address behind a load balancer (TRUST_PROXY=1)', () => {
  it('throttles 40 sign-ins that each write another X-Forwarded-For address as the one client they come from', async () => {
    // All at once, as a script would: each attempt is counted before its password is checked.
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signInThroughBalancer(`198.51.100.${i + 1}`, '203.0.113.50', i)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    // The address's 20 free failures (LOGIN_BACKOFF.address) are evaluated; the other 20 are refused.
    expect(statuses.filter((status) => status === 400)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    // Another client behind the same balancer is its own address, not held back.
    expect((await signInThroughBalancer('198.51.100.1', '203.0.113.51', 99)).statusCode).toBe(400);
  });
});
