import fp from 'fastify-plugin';
import { DatabaseBackoff } from '../adapters/database-backoff';
import { DisabledFacebookVerifier, GraphFacebookVerifier, LocalFacebookVerifier } from '../adapters/facebook';
import { MemoryRateLimiter } from '../adapters/memory-rate-limiter';
import { OutboxMailer, OutboxWhatsApp } from '../adapters/outbox';
import { RedisRateLimiter } from '../adapters/redis-rate-limiter';
import { SmtpMailer } from '../adapters/smtp-mailer';
import { WhatsAppCloud } from '../adapters/whatsapp-cloud';
import { Deliveries } from '../lib/deliveries';
import { OutageLog } from '../lib/outage-log';
import { REDIS_FIRST_CONNECT_MS } from '../lib/redis-client';
import { resolveSecretKey } from '../lib/secret-key';
import type { FacebookVerifier } from '../ports/facebook';
import type { Fetch, Mailer, WhatsApp } from '../ports/messaging';
import type { RateLimiter } from '../ports/rate-limiter';

/** Everything the account calls talk to outside the database; tests replace any of it. */
export interface AccountPorts {
  mailer: Mailer;
  whatsapp: WhatsApp;
  facebook: FacebookVerifier;
  limiter: RateLimiter;
  deliveries: Deliveries;
  secretKey: string;
  now: () => Date;
}

export type PortOverrides = Partial<Omit<AccountPorts, 'deliveries'>> & { fetch?: Fetch };

declare module 'fastify' {
  interface FastifyInstance {
    ports: AccountPorts;
  }
}

/** Redis counts, its first connection awaited a moment so the first sign-ins count there. */
async function sharedLimiter(...args: ConstructorParameters<typeof RedisRateLimiter>): Promise<RedisRateLimiter> {
  const limiter = new RedisRateLimiter(...args);
  await limiter.ready(REDIS_FIRST_CONNECT_MS);
  return limiter;
}

/**
 * Picks each adapter from the configuration: SMTP and WhatsApp Cloud when configured, else the
 * development outbox; Graph API for Facebook when configured, else the offline verifier outside
 * production; Redis for rate limits when REDIS_URL is set (sign-in back-off in the database while
 * it is away), else memory.
 */
export default fp<{ overrides?: PortOverrides }>(
  async (app, { overrides = {} }) => {
    const { config, db } = app;
    const now = overrides.now ?? (() => new Date());
    const fetchImpl = overrides.fetch ?? fetch;
    const smtp = !overrides.mailer && config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : undefined;
    const mailer = overrides.mailer ?? smtp ?? new OutboxMailer(db);
    const whatsapp =
      overrides.whatsapp ?? (config.whatsapp ? new WhatsAppCloud(config.whatsapp, fetchImpl) : new OutboxWhatsApp(db));
    const facebook =
      overrides.facebook ??
      (config.facebook
        ? new GraphFacebookVerifier(config.facebook, fetchImpl)
        : config.nodeEnv === 'production'
          ? new DisabledFacebookVerifier()
          : new LocalFacebookVerifier());
    const limiter =
      overrides.limiter ??
      (config.redisUrl
        ? await sharedLimiter(
            config.redisUrl,
            new OutageLog(
              (err) =>
                app.log.warn({ err }, 'rate limiter: Redis unavailable, counting in this process until it answers'),
              () => app.log.info('rate limiter: Redis answers again, counting there'),
            ),
            now,
            `${config.redisPrefix}rl:`,
            new DatabaseBackoff(db, now),
          )
        : new MemoryRateLimiter(now));
    const deliveries = new Deliveries((err, what) => app.log.error({ err }, `could not send ${what}`));

    if (config.nodeEnv === 'production' && (!config.smtpUrl || !config.whatsapp)) {
      app.log.warn('SMTP_URL or WHATSAPP_TOKEN is not set: messages go to the development outbox only');
    }

    app.decorate('ports', {
      mailer,
      whatsapp,
      facebook,
      limiter,
      deliveries,
      secretKey: overrides.secretKey ?? resolveSecretKey(config),
      now,
    });
    app.addHook('onClose', async () => {
      await deliveries.idle();
      smtp?.close();
      if (!overrides.limiter) await limiter.close();
    });
  },
  { name: 'account-ports', dependencies: ['db'] },
);
