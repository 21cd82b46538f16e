/** What Facebook Login hands back: the token the API checks with Facebook (fb_register). */
export interface FacebookAccount {
  accessToken: string;
  /** The name on the account, when known, to greet the person while they finish. */
  name?: string;
}

/** The name and email the offline stand-in puts in its token (the real Facebook knows them). */
export interface DemoIdentity {
  name: string;
  email: string;
}

/**
 * Registration with Facebook, whichever way it is done: the real Facebook Login of the ally's
 * app, or the offline stand-in for development and demos.
 */
export interface FacebookLogin {
  /** True for the offline stand-in: the screen asks for a name and an email itself. */
  readonly offline: boolean;
  /** Opens Facebook's sign-in; null when the person closes it without signing in. */
  login(demo?: DemoIdentity): Promise<FacebookAccount | null>;
}
