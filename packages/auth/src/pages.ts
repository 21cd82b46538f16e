import { allyRoutes, siteRoutes } from '@aula/contracts/site-paths';
import type { FeaturePages } from '@aula/ui-kit/feature-pages';

/** The auth package's pages, each a route module under pages/ (apps/web/app/routes.ts mounts them). */
export const authPages: FeaturePages = {
  package: 'auth',
  ally: [
    { path: allyRoutes.login, file: 'pages/login.tsx' },
    { path: allyRoutes.register, file: 'pages/register.tsx' },
    { path: allyRoutes.verifyPhone, file: 'pages/verify-phone.tsx' },
    { path: allyRoutes.forgotPassword, file: 'pages/forgot-password.tsx' },
    { path: allyRoutes.resetPassword, file: 'pages/reset-password.tsx' },
    { path: allyRoutes.resetPin, file: 'pages/reset-pin.tsx' },
    { path: allyRoutes.returnLink, file: 'pages/return-link.tsx' },
    { path: allyRoutes.signOut, file: 'pages/sign-out.tsx' },
    { path: allyRoutes.remindersOptOut, file: 'pages/reminders-opt-out.tsx' },
  ],
  learner: [
    { path: allyRoutes.accountSettings, file: 'pages/account-settings.tsx' },
    { path: allyRoutes.sessions, file: 'pages/sessions.tsx' },
    { path: allyRoutes.accountReminders, file: 'pages/account-reminders.tsx' },
  ],
  site: [{ path: siteRoutes.appRegister, file: 'pages/app-register.tsx' }],
};
