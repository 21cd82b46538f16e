/** What a verified Facebook access token tells about its owner. */
export interface FacebookProfile {
  id: string;
  name: string;
  email: string | null;
}

export interface FacebookVerifier {
  /** The token's owner, or null when the token is not valid for this app. */
  verify(accessToken: string): Promise<FacebookProfile | null>;
}

/** Facebook could not be asked (network, 5xx): the caller answers 502, not "invalid token". */
export class FacebookUnavailableError extends Error {
  override name = 'FacebookUnavailableError';
}
