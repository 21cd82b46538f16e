import type { DemoIdentity, FacebookAccount, FacebookLogin } from './facebook-login';

/**
 * The offline stand-in: no Facebook at all, a token `local-fb:<name>:<email>` that the API
 * accepts outside production (apps/api LocalFacebookVerifier) and refuses in production.
 */
export class LocalFacebookLogin implements FacebookLogin {
  readonly offline = true;

  async login(demo?: DemoIdentity): Promise<FacebookAccount | null> {
    if (!demo) return null;
    // The token's parts are separated by colons, so a name cannot hold one.
    const name = demo.name.replace(/:/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 80);
    const email = demo.email.trim().toLowerCase();
    if (!name || !/^[^:\s@]+@[^:\s@]+\.[^:\s@]+$/.test(email)) return null;
    return { accessToken: `local-fb:${name}:${email}`, name };
  }
}
