import { allyRoutes } from '@aula/contracts/site-paths';
import { type Feature, lazyMessages, screenRoute } from '@aula/ui-kit/feature';
import { loadAchievementScreen, loadAchievementsScreen, loadCertificateScreen, loadWebinarScreen } from './chunks';

/**
 * Achievements, their prizes (webinars, the business report, gifts), the webinar room, and the
 * public page that checks a certificate; each a chunk.
 */
export const achievementsFeature: Feature = {
  messages: lazyMessages(
    'achievements',
    () => import('./messages-es'),
    () => import('./messages-en'),
  ),
  ally: [
    // Anyone checks a certificate here; its paste form is answered here when posted before the app runs.
    screenRoute(
      allyRoutes.certificate,
      () => loadCertificateScreen().then((m) => m.CertificateScreen),
      undefined,
      () => import('./certificates/credential-check-action').then((m) => m.credentialCheckAction),
    ),
  ],
  learner: [
    screenRoute(
      allyRoutes.achievements,
      () => loadAchievementsScreen().then((m) => m.AchievementsScreen),
      loadAchievementScreen,
    ),
    // The prize's forms (a webinar's code, a gift's address) are answered here when posted before the app runs.
    screenRoute(
      allyRoutes.achievement,
      () => loadAchievementScreen().then((m) => m.AchievementScreen),
      loadWebinarScreen,
      () => import('./achievement/achievement-action').then((m) => m.achievementAction),
    ),
    screenRoute(allyRoutes.webinar, () => loadWebinarScreen().then((m) => m.WebinarScreen)),
  ],
};
