// The web build's server renderer (apps/web/src/entry-server.tsx, built beside the client into
// <webDist>/.ssr/): public pages leave the server with their content in the HTML. It is a file of
// the build, loaded at run time, so the API imports nothing from the front end.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { OFFLINE_WORKER_MARK, type RenderResult, type WebRenderer } from '@aula/contracts/server-render';

export const RENDERER_FILE = join('.ssr', 'entry-server.js');

export async function loadRenderer(webDist: string): Promise<WebRenderer | undefined> {
  const file = join(webDist, RENDERER_FILE);
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as Partial<WebRenderer>;
  if (typeof module.render !== 'function') throw new Error(`${file} exports no render(url, options)`);
  return { render: module.render };
}

const ROOT_ELEMENT = '<div id="root"></div>';
export const SSR_STATE_ID = 'aula-ssr-state';

/** Tags of the shell's head that a page's own head replaces (a browser keeps the first title). */
const REPLACEABLE: [RegExp, RegExp][] = [
  [/<title>/, /\s*<title>[^<]*<\/title>/],
  [/<meta name="theme-color"/, /\s*<meta name="theme-color"[^>]*>/],
  [/<link rel="icon"/, /\s*<link rel="icon"[^>]*>/],
  // A shared link shows one description: the page's own (a post's summary), not the site's.
  [/<meta name="description"/, /\s*<meta name="description"[^>]*>/],
  // and one preview: the page's, not the ally's site-wide one of a per-brand index.html.
  [/<meta property="og:/, /\s*<meta (?:property="og:|name="twitter:)[^>]*>/g],
];

/** The mark the web app reads for data saver (packages/ui-kit/src/data-saver.ts). */
const DATA_SAVER_MARK = 'data-data-saver';
/** The mark of a page drawn for the signed-in learner (apps/web/src/boot.ts hydrates it at once). */
const LEARNER_MARK = 'data-learner';

/**
 * The shell index.html with the rendered page in #root and its head before </head>. A page carries
 * its data for the client, which hydrates it (`data-ssr`); a frame (`data-frame`) is drawn over.
 * A page drawn for data saver marks <html> so, so the app keeps it when it adopts the page; one
 * drawn for the signed-in learner marks #root (`data-learner`): it is already that visitor's page;
 * and `data-offline-worker` when it was drawn as under the site's offline worker, so the browser
 * adopts it starting from the same.
 */
export function pageHtml(
  shell: string,
  page: Extract<RenderResult, { kind: 'page' | 'frame' }>,
  {
    dataSaver = false,
    forLearner = false,
    offlineWorker = false,
  }: { dataSaver?: boolean; forLearner?: boolean; offlineWorker?: boolean } = {},
): string {
  if (!shell.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
  const marks = forLearner ? ` ${LEARNER_MARK}=""${offlineWorker ? ` ${OFFLINE_WORKER_MARK}=""` : ''}` : '';
  const root =
    page.kind === 'page'
      ? `<div id="root" data-ssr=""${marks}>${page.html}</div><script type="application/json" id="${SSR_STATE_ID}">${page.state}</script>`
      : `<div id="root" data-frame="">${page.html}</div>`;
  const head = REPLACEABLE.reduce(
    (html, [inPage, inShell]) => (inPage.test(page.head) ? html.replace(inShell, '') : html),
    shell.slice(0, shell.indexOf('</head>')),
  );
  const html = `${head}${shell.slice(shell.indexOf('</head>'))}`
    .replace('</head>', () => `${page.head}\n  </head>`)
    .replace(ROOT_ELEMENT, () => root);
  return dataSaver ? html.replace(/<html(?=[\s>])/, `<html ${DATA_SAVER_MARK}=""`) : html;
}

/**
 * Rendered pages by URL: anonymous and public, the same for every visitor, so a burst of visitors
 * costs one render. A page is fresh for `ttlMs` (asked when it is written); after that it is still answered at once while it is
 * drawn again behind it (`lookup` says it is stale), so no visitor waits for a render of a page
 * seen before. A console edit empties the cache (web.ts), so edits still show on the next visit.
 * At most `maxEntries` pages, the oldest dropped first: room for every ally's landing at scale.
 */
export class PageCache<T> {
  private readonly entries = new Map<string, { value: T; expires: number }>();

  constructor(
    private readonly ttlMs: number | (() => number),
    private readonly maxEntries = 1200,
    private readonly now: () => number = Date.now,
  ) {}

  lookup(key: string): { value: T; fresh: boolean } | undefined {
    const entry = this.entries.get(key);
    return entry && { value: entry.value, fresh: entry.expires > this.now() };
  }

  set(key: string, value: T): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const ttl = typeof this.ttlMs === 'number' ? this.ttlMs : this.ttlMs();
    this.entries.set(key, { value, expires: this.now() + ttl });
  }

  clear(): void {
    this.entries.clear();
  }
}
