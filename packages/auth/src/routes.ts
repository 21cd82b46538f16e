import { allyRoutes, siteRoutes } from '@aula/contracts/site-paths';
import type { Feature } from '@aula/ui-kit/feature';

const relative = (path: string) => path.replace(/^\//, '');

/** The account screens and their words; each screen is its own chunk. */
export const authFeature: Feature = {
  messages: {
    namespace: 'auth',
    es: () => import('./messages-es').then((words) => words.es),
    en: () => import('./messages-en').then((words) => words.en),
  },
  ally: [
    { path: allyRoutes.login, lazy: async () => ({ Component: (await import('./sign-in/login-screen')).LoginScreen }) },
    {
      path: allyRoutes.register,
      lazy: async () => ({ Component: (await import('./register/register-screen')).RegisterScreen }),
    },
    {
      path: allyRoutes.verifyPhone,
      lazy: async () => ({ Component: (await import('./verify/verify-phone-screen')).VerifyPhoneScreen }),
    },
    {
      path: allyRoutes.forgotPassword,
      lazy: async () => ({ Component: (await import('./recovery/forgot-password-screen')).ForgotPasswordScreen }),
    },
    {
      path: allyRoutes.resetPassword,
      lazy: async () => ({ Component: (await import('./recovery/reset-password-screen')).ResetPasswordScreen }),
    },
    {
      path: allyRoutes.resetPin,
      lazy: async () => ({ Component: (await import('./recovery/reset-pin-screen')).ResetPinScreen }),
    },
  ],
  learner: [
    {
      path: allyRoutes.accountSettings,
      lazy: async () => ({ Component: (await import('./settings/account-settings-screen')).AccountSettingsScreen }),
    },
    {
      path: allyRoutes.sessions,
      lazy: async () => ({ Component: (await import('./sessions/sessions-screen')).SessionsScreen }),
    },
  ],
  site: [
    {
      path: relative(siteRoutes.appRegister),
      lazy: async () => ({ Component: (await import('./app-register-redirect')).AppRegisterRedirect }),
    },
  ],
};
