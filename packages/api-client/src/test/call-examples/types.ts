/**
 * How the table-driven test runs one declared call: which endpoint, with which arguments, and
 * what request it must send. Keyed by `${method} ${path}`, the path as spec section 7 spells it
 * (a declaration's `documentedAs`) or else the declaration's own.
 */
export interface CallExample {
  /** The endpoint name in the api slice (`api.endpoints[endpoint]`). */
  endpoint: string;
  args?: unknown;
  /** The path with its params filled and its query string, or an absolute url for another service. */
  url: string;
  /** The JSON body the request must carry; absent means no body at all. */
  body?: unknown;
  /** The demo user signed in while calling (overrides the default from the call's access). */
  signedInAs?: number;
}

export type CallExamples = Record<string, CallExample>;

/** The settings the table test configures, so examples can spell out the urls they expect. */
export const FRONTEND_BASE_URL = 'https://impulsa.aula.test';
export const REPORTS_BASE_URL = 'https://reports.aula.test';
