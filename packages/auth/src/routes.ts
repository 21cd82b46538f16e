import { allyRoutes, siteRoutes } from '@aula/contracts/site-paths';
import { type Feature, lazyMessages, screenRoute } from '@aula/ui-kit/feature';

const relative = (path: string) => path.replace(/^\//, '');

/** The account screens and their words; each screen is its own chunk. */
export const authFeature: Feature = {
  messages: lazyMessages(
    'auth',
    () => import('./messages-es'),
    () => import('./messages-en'),
  ),
  ally: [
    screenRoute(
      allyRoutes.login,
      () => import('./sign-in/login-screen').then((m) => m.LoginScreen),
      undefined,
      () => import('./sign-in/sign-in-action').then((m) => m.signInAction),
    ),
    screenRoute(
      allyRoutes.register,
      () => import('./register/register-screen').then((m) => m.RegisterScreen),
      undefined,
      () => import('./register/register-action').then((m) => m.registerAction),
    ),
    screenRoute(
      allyRoutes.verifyPhone,
      () => import('./verify/verify-phone-screen').then((m) => m.VerifyPhoneScreen),
      undefined,
      () => import('./verify/verify-action').then((m) => m.verifyAction),
    ),
    screenRoute(
      allyRoutes.forgotPassword,
      () => import('./recovery/forgot-password-screen').then((m) => m.ForgotPasswordScreen),
      undefined,
      () => import('./recovery/forgot-password-action').then((m) => m.forgotPasswordAction),
    ),
    screenRoute(
      allyRoutes.resetPassword,
      () => import('./recovery/reset-password-screen').then((m) => m.ResetPasswordScreen),
      undefined,
      () => import('./recovery/reset-password-action').then((m) => m.resetPasswordAction),
    ),
    screenRoute(
      allyRoutes.resetPin,
      () => import('./recovery/reset-pin-screen').then((m) => m.ResetPinScreen),
      undefined,
      () => import('./recovery/reset-pin-action').then((m) => m.resetPinAction),
    ),
    screenRoute(allyRoutes.returnLink, () =>
      import('./return-link/return-link-screen').then((m) => m.ReturnLinkScreen),
    ),
    screenRoute(
      allyRoutes.signOut,
      () => import('./sign-out/sign-out-screen').then((m) => m.SignOutScreen),
      undefined,
      () => import('./sign-out/sign-out-action').then((m) => m.signOutAction),
    ),
    screenRoute(
      allyRoutes.remindersOptOut,
      () => import('./reminders/opt-out-screen').then((m) => m.OptOutScreen),
      undefined,
      () => import('./reminders/opt-out-action').then((m) => m.optOutAction),
    ),
  ],
  learner: [
    screenRoute(
      allyRoutes.accountSettings,
      () => import('./settings/account-settings-screen').then((m) => m.AccountSettingsScreen),
      undefined,
      () => import('./settings/settings-action').then((m) => m.settingsAction),
    ),
    screenRoute(
      allyRoutes.sessions,
      () => import('./sessions/sessions-screen').then((m) => m.SessionsScreen),
      undefined,
      () => import('./sessions/sessions-action').then((m) => m.sessionsAction),
    ),
    screenRoute(
      allyRoutes.accountReminders,
      () => import('./reminders/reminders-screen').then((m) => m.RemindersScreen),
      undefined,
      () => import('./reminders/reminders-action').then((m) => m.remindersAction),
    ),
  ],
  site: [
    screenRoute(relative(siteRoutes.appRegister), () =>
      import('./register/app-register-redirect').then((m) => m.AppRegisterRedirect),
    ),
  ],
};
