import type { SessionUser } from '@aula/contracts/auth';
import { mockState } from '@aula/mocks/state';

/** The demo account of that role on that ally (staff: the one staff member, whatever the ally). */
export function demoMember(access: SessionUser['access'], allyCode?: string): SessionUser {
  const user = mockState().users.find(
    (entry) => entry.user.access === access && (allyCode === undefined || entry.user.ally_code === allyCode),
  )?.user;
  if (!user) throw new Error(`the mock world has no ${access} of ${allyCode}`);
  return user;
}

/**
 * A console screen's test session: that demo account signed in on its ally's site (the mock's
 * session cookie `token.<ally>`, the readable access mark and the store's session), as after a real
 * sign-in. `onAlly` puts it on another ally's site (a staff member, or a team member gone astray).
 */
export function consoleSession(access: SessionUser['access'], allyCode?: string, onAlly?: string) {
  const user = demoMember(access, allyCode);
  const ally = onAlly ?? user.ally_code;
  // biome-ignore lint/suspicious/noDocumentCookie: plays the API's Set-Cookie in jsdom.
  document.cookie = `token.${ally}=mock-token-${user.id}; path=/`;
  // biome-ignore lint/suspicious/noDocumentCookie: the readable mark the API sets beside it.
  document.cookie = `user_access.${ally}=${user.access}; path=/`;
  const site = { country: user.country, allyCode: ally };
  return { user, site, preloadedState: { session: { site, signedIn: true, user } } };
}
