// Each screen's code, loaded on demand. Only routes.ts imports this: each route mounts its screen and
// names (handle.prefetch) the one the learner most likely opens next, so no screen imports a chunk.
export const loadAchievementsScreen = () => import('./achievements/achievements-screen');
export const loadAchievementScreen = () => import('./achievement/achievement-screen');
export const loadWebinarScreen = () => import('./webinar/webinar-screen');
export const loadCertificateScreen = () => import('./certificates/certificate-screen');
