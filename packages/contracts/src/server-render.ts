// The contract between the API and the web build's server renderer (<webDist>/.ssr/entry-server.js):
// the API loads that file at run time and calls its `render`, so neither imports the other.
import type { SessionUser } from './auth';

/**
 * The signed-in learner a page is rendered for: the API checked their ally's session cookie and
 * hands over who they are and a fetch that reads the API as them (the token stays in the API).
 */
export interface RenderLearner {
  user: SessionUser;
  fetch: (request: Request) => Promise<Response>;
}

/**
 * The mark on #root of a learner's page drawn as under the offline worker (`offlineWorker`): the
 * browser adopts the page starting from what the server was told.
 */
export const OFFLINE_WORKER_MARK = 'data-offline-worker';

/**
 * A form posted to a page (the app had not started, or never does): the route's action answers it
 * reading and writing the API through `fetch`, in process and as the visitor who posted (their
 * cookies; the session cookies it answers with reach the visitor).
 */
export interface PageSubmission {
  contentType: string;
  body: string;
  fetch: (request: Request) => Promise<Response>;
}

/** How the API calls the renderer for a URL. */
export interface RenderOptions {
  /** Where the renderer reads the API (the server's own address, over loopback). */
  apiOrigin: string;
  /** The origin the visitor asked at, when the server serves it: share links and a post's address. */
  pageOrigin?: string;
  /** The visitor saves data (Save-Data, or the setting's cookie): covers drawn as stand-ins, no images fetched. */
  dataSaver?: boolean;
  /**
   * The page is opened under the site's offline worker (it asked with its navigation preload): a
   * lesson is drawn as being kept for offline, as the browser draws it under that worker.
   */
  offlineWorker?: boolean;
  /**
   * Given only for a learner's screen (under `seccion`) with a live session of the URL's ally: the
   * page is drawn with that learner's data and is theirs alone (never cached or shared).
   */
  learner?: RenderLearner;
  /** The page was posted to: its route's action answers first (a redirect, or the page with its answer). */
  submission?: PageSubmission;
}

/**
 * What the renderer answers for a URL: a page, the ally's loading frame (a page the browser draws:
 * a learner's screen asked for without a session), a redirect, or null (no server rendering: the shell).
 */
export type RenderResult =
  | { kind: 'page'; status: number; head: string; html: string; state: string }
  | { kind: 'frame'; status: number; head: string; html: string }
  | { kind: 'redirect'; status: number; location: string }
  | null;

/** What the renderer's file exports. */
export interface WebRenderer {
  render(url: string, options: RenderOptions): Promise<RenderResult>;
}
