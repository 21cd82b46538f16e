import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The shell the fake builds serve: a title and the element the page is drawn into. */
export const FAKE_INDEX =
  '<!doctype html><html><head><title>Aula</title></head><body><div id="root"></div></body></html>';

/**
 * A web build folder in a temporary place holding `index` and, as its server renderer, the
 * module source `renderer` (it stands for apps/web's entry-server in the API's tests).
 */
export function fakeWebBuild(name: string, renderer: string, index = FAKE_INDEX): string {
  const dist = mkdtempSync(join(tmpdir(), `aula-${name}-`));
  mkdirSync(join(dist, '.ssr'));
  writeFileSync(join(dist, 'index.html'), index);
  writeFileSync(join(dist, '.ssr', 'entry-server.js'), renderer);
  return dist;
}
