import { createHmac } from 'node:crypto';
import { type FacebookProfile, FacebookUnavailableError, type FacebookVerifier } from '../ports/facebook';
import type { Fetch } from '../ports/messaging';

const GRAPH = 'https://graph.facebook.com';

/**
 * Checks a user access token with the Graph API: debug_token (with the app token) proves it was
 * issued to this app and is valid, then /me reads the profile of the same user.
 */
export class GraphFacebookVerifier implements FacebookVerifier {
  constructor(
    private readonly app: { appId: string; appSecret: string },
    private readonly fetchImpl: Fetch = fetch,
  ) {}

  async verify(accessToken: string): Promise<FacebookProfile | null> {
    const debug = new URL(`${GRAPH}/debug_token`);
    debug.searchParams.set('input_token', accessToken);
    debug.searchParams.set('access_token', `${this.app.appId}|${this.app.appSecret}`);
    const inspected = await this.get(debug);
    const data = (inspected as { data?: { is_valid?: boolean; app_id?: string; user_id?: string } } | null)?.data;
    if (!data?.is_valid || data.app_id !== this.app.appId || !data.user_id) return null;

    const me = new URL(`${GRAPH}/me`);
    me.searchParams.set('fields', 'id,name,email');
    me.searchParams.set('access_token', accessToken);
    me.searchParams.set('appsecret_proof', createHmac('sha256', this.app.appSecret).update(accessToken).digest('hex'));
    const profile = (await this.get(me)) as { id?: string; name?: string; email?: string } | null;
    if (!profile?.id || profile.id !== data.user_id) return null;
    return { id: profile.id, name: profile.name?.trim() || 'Facebook', email: profile.email?.toLowerCase() ?? null };
  }

  /** The JSON body; null for a 4xx (Facebook refusing the token); throws when Facebook is unreachable. */
  private async get(url: URL): Promise<unknown> {
    let response: Response;
    try {
      response = await this.fetchImpl(url, { signal: AbortSignal.timeout(10_000) });
    } catch (error) {
      throw new FacebookUnavailableError(`Graph API unreachable: ${(error as Error).message}`);
    }
    if (response.status >= 500) throw new FacebookUnavailableError(`Graph API answered ${response.status}`);
    if (!response.ok) return null;
    return response.json();
  }
}

const LOCAL_TOKEN = /^local-fb:([^:]{1,80}):([^:\s@]+@[^:\s@]+\.[^:\s@]+)$/;

/**
 * Offline stand-in used when FACEBOOK_APP_ID/SECRET are not configured (never in production):
 * accepts `local-fb:<name>:<email>` so registration by Facebook can be tried without Facebook.
 */
export class LocalFacebookVerifier implements FacebookVerifier {
  async verify(accessToken: string): Promise<FacebookProfile | null> {
    const match = LOCAL_TOKEN.exec(accessToken);
    if (!match?.[1] || !match[2]) return null;
    const email = match[2].toLowerCase();
    return { id: `local-${email}`.slice(0, 64), name: match[1].trim(), email };
  }
}

/** Production without Facebook credentials: no token is accepted. */
export class DisabledFacebookVerifier implements FacebookVerifier {
  async verify(): Promise<FacebookProfile | null> {
    return null;
  }
}
