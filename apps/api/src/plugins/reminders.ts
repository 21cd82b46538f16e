import fp from 'fastify-plugin';
import { deliverCodeMessages } from '../services/code-sends/deliver';
import { runReminders } from '../services/reminders/deliver';
import { messageIdOfSource } from '../services/reminders/return-link';
import { recheckPendingTemplates } from '../services/reminders/template-reviews';
import { recordLinkOpened } from '../services/reminders/webhook';
import { onReturnLinkUsed } from '../services/return-links';

/**
 * The reminders' background side in every API process: a run every REMINDERS_EVERY_MINUTES (the
 * queue makes concurrent runs of several processes safe) with the webinar codes' messages that were
 * waiting and the WhatsApp templates still in review, and the clicks of the links they sent.
 * Off under NODE_ENV=test: tests run the scheduler by hand with the clock they choose.
 */
export default fp(
  async (app) => {
    onReturnLinkUsed(app, async (event) => {
      const messageId = messageIdOfSource(event.source);
      if (messageId !== undefined) await recordLinkOpened(app.db, messageId, event.outcome === 'signed_in', event.at);
    });

    const minutes = app.config.remindersEveryMinutes;
    if (minutes === 0 || app.config.nodeEnv === 'test') return;
    let running: Promise<unknown> | undefined;
    const timer = setInterval(() => {
      if (running) return;
      const now = app.ports.now();
      running = runReminders(app, now)
        .then(async (summary) => {
          if (summary.queued + summary.sent + summary.failed > 0) app.log.info({ reminders: summary }, 'reminders run');
          // Webinar codes put off by a learner's quiet hours go once they end (services/code-sends).
          const codes = await deliverCodeMessages(app, now);
          if (codes.sent + codes.failed > 0) app.log.info({ codes }, 'webinar code messages sent');
          // Templates still in Meta's review are asked about again, the webhook or not (issue 40).
          const reviewed = await recheckPendingTemplates(app, now);
          if (reviewed > 0) app.log.info({ templates: reviewed }, 'WhatsApp template reviews came in');
        })
        .catch((err) => app.log.error({ err }, 'reminders run failed'))
        .finally(() => {
          running = undefined;
        });
    }, minutes * 60_000);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'reminders', dependencies: ['db', 'account-ports'] },
);
