import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';

// In production a webhook without WHATSAPP_APP_SECRET cannot tell Meta from anyone: it takes
// nothing (else anyone could opt learners out or mark messages read).
const ctx = useTestApp({ NODE_ENV: 'production', SECRET_KEY: randomBytes(32).toString('base64') });

describe('the WhatsApp webhook in production without its app secret', () => {
  it('refuses every notification (401)', async () => {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/whatsapp/webhook/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ object: 'whatsapp_business_account', entry: [] }),
    });
    expect(answer.statusCode).toBe(401);
  });
});
