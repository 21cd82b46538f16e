import type { FastifyInstance } from 'fastify';
import { siteOrigin } from '../learner-channel';
import { issueEarnedCertificates } from './earned-sweep';

/**
 * Sweeps for earned certificates once the rollups' refresh under way has ended (the one of a start:
 * the seed's learners), then every `minutes`. A failure is logged and tried again next time.
 * Returns the function that stops it.
 */
export function scheduleCertificateSweep(app: FastifyInstance, minutes: number): () => void {
  if (minutes <= 0) return () => {};
  const sweep = () =>
    void app.insightRefresh
      .idle()
      .then(() =>
        issueEarnedCertificates(app.db, {
          now: app.ports.now(),
          origin: siteOrigin(app),
          allyOrigin: (allyCode) => app.allyHosts.originOf(allyCode),
          serverSecret: app.ports.secretKey,
          language: 'es',
        }),
      )
      .then((learners) => {
        if (learners > 0) app.log.info({ learners }, 'certificates earned and not yet issued: issued');
      })
      .catch((err: unknown) => app.log.error({ err }, 'could not issue the certificates learners earned'));
  sweep();
  const timer = setInterval(sweep, minutes * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
