// The contract between the API and the web build's server renderer (<webDist>/.ssr/entry-server.js):
// the API loads that file at run time and calls its `render`, so neither imports the other.

/** How the API calls the renderer for a URL. */
export interface RenderOptions {
  /** Where the renderer reads the API (the server's own address, over loopback). */
  apiOrigin: string;
  /** The origin the visitor asked at, when the server serves it: share links and a post's address. */
  pageOrigin?: string;
  /** The visitor saves data (Save-Data, or the setting's cookie): covers drawn as stand-ins, no images fetched. */
  dataSaver?: boolean;
}

/**
 * What the renderer answers for a URL: a page, the ally's loading frame (a page the browser draws:
 * sign-in, the learner's screens), a redirect, or null (no server rendering: the shell).
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
