import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { FONT_FILES, FONT_SUBSETS, fontFilePath } from '@aula/contracts/brand-font-files';
import type { WebFontId } from '@aula/contracts/brand-fonts';
import fp from 'fastify-plugin';
import { notFound } from '../lib/http-error';
import { sharedAnswer } from '../lib/shared-answer';

// Each file's address names its package's version: it never changes, so browsers keep it a year.
const IMMUTABLE = 'public, max-age=31536000, immutable';

const packageRequire = createRequire(import.meta.url);

/**
 * Every font file the site serves, by its address, from the installed @fontsource-variable
 * packages (latin and latin-ext only). Made from the list alone: the request's path is only ever
 * looked up here, never joined to a file path. A package whose version is not the list's stops
 * the start, since its files would go out under the old version's addresses, cached for a year.
 */
export function fontFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const [font, { version }] of Object.entries(FONT_FILES) as [WebFontId, (typeof FONT_FILES)[WebFontId]][]) {
    const pkg = `@fontsource-variable/${font}`;
    const installed = (packageRequire(`${pkg}/package.json`) as { version: string }).version;
    if (installed !== version) {
      throw new Error(`${pkg} ${installed} is installed, but brand-font-files.ts names ${version}: make them the same`);
    }
    for (const subset of FONT_SUBSETS) {
      files.set(fontFilePath(font, subset), packageRequire.resolve(`${pkg}/files/${font}-${subset}-wght-normal.woff2`));
    }
  }
  return files;
}

/**
 * Serves the brands' typefaces at /fonts/{font}/{subset}-{version}.woff2 (`fontFilePath`): the
 * site's own files, so no page asks an outside font host. Anything else under /fonts/ is a 404.
 */
export default fp(
  async (app) => {
    const files = fontFiles();
    const read = new Map<string, Promise<Buffer>>();
    app.get<{ Params: { font: string; file: string } }>(
      '/fonts/:font/:file',
      { schema: { hide: true }, onSend: sharedAnswer },
      async (request, reply) => {
        const path = `/fonts/${request.params.font}/${request.params.file}`;
        const file = files.get(path);
        if (!file) throw notFound('No such font');
        let body = read.get(path);
        if (!body) {
          body = readFile(file);
          read.set(path, body);
        }
        return reply
          .header('cache-control', IMMUTABLE)
          .type('font/woff2')
          .send(await body);
      },
    );
  },
  { name: 'fonts' },
);
