import { allyRoutes } from '@aula/contracts/site-paths';
import { type Feature, lazyMessages, screenRoute } from '@aula/ui-kit/feature';
import type { RouteObject } from 'react-router';

/**
 * The console's screens, one `screenRoute` line each (pattern from `allyRoutes`, `console*` keys).
 * They show inside the console's frame (shell/console-layout.tsx), behind apps/web's team guard.
 */
const screens: RouteObject[] = [
  screenRoute(allyRoutes.console, () => import('./shell/console-home-screen').then((m) => m.ConsoleHomeScreen)),
  screenRoute(allyRoutes.consoleTeam, () => import('./team/team-screen').then((m) => m.TeamScreen)),
  screenRoute(allyRoutes.consoleModules, () => import('./curriculum/modules-screen').then((m) => m.ModulesScreen)),
  screenRoute(allyRoutes.consoleModule, () =>
    import('./curriculum/module-editor-screen').then((m) => m.ModuleEditorScreen),
  ),
  screenRoute(allyRoutes.consoleLesson, () =>
    import('./curriculum/lesson-editor-screen').then((m) => m.LessonEditorScreen),
  ),
  screenRoute(allyRoutes.consoleBlog, () => import('./blog/blog-list-screen').then((m) => m.BlogListScreen)),
  screenRoute(allyRoutes.consoleBlogPost, () => import('./blog/post-editor-screen').then((m) => m.PostEditorScreen)),
  screenRoute(allyRoutes.consoleMedia, () => import('./media/media-library-screen').then((m) => m.MediaLibraryScreen)),
  screenRoute(allyRoutes.consoleLanding, () => import('./landing/landing-screen').then((m) => m.LandingScreen)),
  screenRoute(allyRoutes.consoleBrand, () => import('./brand/brand-screen').then((m) => m.BrandScreen)),
  screenRoute(allyRoutes.consoleDomain, () => import('./domain/domain-screen').then((m) => m.DomainScreen)),
  screenRoute(allyRoutes.consoleAllies, () => import('./allies/allies-screen').then((m) => m.AlliesScreen)),
  screenRoute(allyRoutes.consoleRewards, () => import('./rewards/rewards-screen').then((m) => m.RewardsScreen)),
  screenRoute(allyRoutes.consoleAchievementEarners, () =>
    import('./rewards/earners/earners-screen').then((m) => m.EarnersScreen),
  ),
  screenRoute(allyRoutes.consoleCertificates, () =>
    import('./rewards/certificates/certificates-screen').then((m) => m.CertificatesScreen),
  ),
  screenRoute(allyRoutes.consoleMessages, () => import('./messages/messages-screen').then((m) => m.MessagesScreen)),
  screenRoute(allyRoutes.consoleSurvey, () => import('./insight/survey/survey-screen').then((m) => m.SurveyScreen)),
  screenRoute(allyRoutes.consoleChecks, () =>
    import('./insight/checks/check-results-screen').then((m) => m.CheckResultsScreen),
  ),
  screenRoute(allyRoutes.consoleOverview, () =>
    import('./insight/overview/overview-screen').then((m) => m.OverviewScreen),
  ),
  screenRoute(allyRoutes.consoleFunnel, () => import('./insight/funnel/funnel-screen').then((m) => m.FunnelScreen)),
  screenRoute(allyRoutes.consoleLearners, () =>
    import('./insight/learners/learners-screen').then((m) => m.LearnersScreen),
  ),
  screenRoute(allyRoutes.consoleLearner, () =>
    import('./insight/learners/learner-screen').then((m) => m.LearnerScreen),
  ),
];

/** The ally team's console (see ARCHITECTURE.md, "The console"). */
export const consoleFeature: Feature = {
  messages: lazyMessages(
    'console',
    () => import('./messages-es'),
    () => import('./messages-en'),
  ),
  // Where an invitation's link lands: public (the new member has no account yet).
  ally: [
    screenRoute(allyRoutes.consoleInvitation, () => import('./team/invitation-screen').then((m) => m.InvitationScreen)),
  ],
  team: [
    {
      lazy: async () => ({ Component: (await import('./shell/console-layout')).ConsoleLayout }),
      children: screens,
    },
  ],
};
