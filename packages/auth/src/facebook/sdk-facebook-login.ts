import type { FacebookAccount, FacebookLogin } from './facebook-login';

/** The part of Facebook's JavaScript SDK (window.FB) this adapter uses. */
export interface FacebookSdk {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
  login(
    callback: (response: { status: string; authResponse?: { accessToken?: string } | null }) => void,
    options: { scope: string },
  ): void;
}

declare global {
  interface Window {
    FB?: FacebookSdk;
    fbAsyncInit?: () => void;
  }
}

/** Graph API version the app is written against (Facebook keeps each for about two years). */
export const GRAPH_VERSION = 'v21.0';

/** Adds the SDK's script once; resolves when window.FB is ready. */
export type ScriptLoader = (src: string) => Promise<void>;

function addScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`Facebook SDK could not be loaded from ${src}`));
    document.head.append(script);
  });
}

/**
 * Facebook Login with the ally's app id. The SDK (about 80 KB) is loaded only when someone
 * presses the button, so nobody else downloads it or is seen by Facebook.
 */
export class SdkFacebookLogin implements FacebookLogin {
  readonly offline = false;
  private ready: Promise<FacebookSdk> | undefined;

  constructor(
    private readonly appId: string,
    private readonly locale: string = 'es_LA',
    private readonly loadScript: ScriptLoader = addScript,
  ) {}

  private sdk(): Promise<FacebookSdk> {
    this.ready ??= this.loadScript(`https://connect.facebook.net/${this.locale}/sdk.js`).then(
      () => {
        const sdk = window.FB;
        if (!sdk) throw new Error('Facebook SDK loaded without window.FB');
        sdk.init({ appId: this.appId, version: GRAPH_VERSION, cookie: false, xfbml: false });
        return sdk;
      },
      (error: unknown) => {
        this.ready = undefined; // a later press may try again (the network came back)
        throw error;
      },
    );
    return this.ready;
  }

  async login(): Promise<FacebookAccount | null> {
    const sdk = await this.sdk();
    return new Promise((resolve) => {
      sdk.login(
        (response) => {
          const accessToken = response.status === 'connected' ? response.authResponse?.accessToken : undefined;
          resolve(accessToken ? { accessToken } : null);
        },
        { scope: 'public_profile,email' },
      );
    });
  }
}
