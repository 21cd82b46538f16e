import { allyRoutes } from '@aula/contracts/site-paths';
import type { FeaturePages } from '@aula/ui-kit/feature-pages';

/** The console package's pages, each a route module under pages/ (apps/web/app/routes.ts mounts them). */
export const consolePages: FeaturePages = {
  package: 'console',
  ally: [{ path: allyRoutes.consoleInvitation, file: 'pages/invitation.tsx' }],
  team: [
    {
      file: 'pages/layout.tsx',
      children: [
        { path: allyRoutes.console, file: 'pages/home.tsx' },
        { path: allyRoutes.consoleTeam, file: 'pages/team.tsx' },
        { path: allyRoutes.consoleModules, file: 'pages/modules.tsx' },
        { path: allyRoutes.consoleModule, file: 'pages/module-editor.tsx' },
        { path: allyRoutes.consoleLesson, file: 'pages/lesson-editor.tsx' },
        { path: allyRoutes.consoleBlog, file: 'pages/blog-list.tsx' },
        { path: allyRoutes.consoleBlogPost, file: 'pages/post-editor.tsx' },
        { path: allyRoutes.consoleLanding, file: 'pages/landing.tsx' },
        { path: allyRoutes.consoleRewards, file: 'pages/rewards.tsx' },
        { path: allyRoutes.consoleMessages, file: 'pages/messages.tsx' },
        { path: allyRoutes.consoleSurvey, file: 'pages/survey.tsx' },
        { path: allyRoutes.consoleOverview, file: 'pages/overview.tsx' },
        { path: allyRoutes.consoleFunnel, file: 'pages/funnel.tsx' },
        { path: allyRoutes.consoleLearners, file: 'pages/learners.tsx' },
        { path: allyRoutes.consoleLearner, file: 'pages/learner.tsx' },
      ],
    },
  ],
};
