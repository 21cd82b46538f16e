import { useCurrentBrand } from '@aula/ui-kit/current-brand';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { FacebookLogin } from './facebook-login';
import { LocalFacebookLogin } from './local-facebook-login';
import { SdkFacebookLogin } from './sdk-facebook-login';

const FacebookLoginContext = createContext<FacebookLogin | null>(null);

/** Puts a given implementation in place (tests, stories). */
export function FacebookLoginProvider({ login, children }: { login: FacebookLogin; children: ReactNode }) {
  return <FacebookLoginContext.Provider value={login}>{children}</FacebookLoginContext.Provider>;
}

/** Facebook's locale for the SDK's own dialogs, from the interface language. */
const sdkLocale = (language: string) => (language.startsWith('en') ? 'en_US' : 'es_LA');

/**
 * The Facebook Login of the current ally: its app through the real SDK when its brand names one,
 * otherwise the offline stand-in (which only a non-production API accepts).
 */
export function useFacebookLogin(language: string): FacebookLogin {
  const given = useContext(FacebookLoginContext);
  const appId = useCurrentBrand()?.config.facebookAppId;
  return useMemo(
    () => given ?? (appId ? new SdkFacebookLogin(appId, sdkLocale(language)) : new LocalFacebookLogin()),
    [given, appId, language],
  );
}
