// `node scripts/nginx-conf.mjs --out <file> --dir <dir> --port 8080 --upstream api-1:3000 ...`:
// writes the nginx configuration `npm run cluster` uses, for hosts other than this one (the
// Dockerfile's proxy image). Every option as in scripts/lib/nginx-conf.mjs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { nginxConf } from './lib/nginx-conf.mjs';

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    dir: { type: 'string' },
    port: { type: 'string', default: '8080' },
    listen: { type: 'string', default: '0.0.0.0' },
    upstream: { type: 'string', multiple: true, default: [] },
    'web-dist': { type: 'string' },
    'media-root': { type: 'string' },
    'brotli-module': { type: 'string' },
    logs: { type: 'string', default: 'stdio' },
  },
});
const missing = ['out', 'dir', 'web-dist', 'media-root'].filter((name) => !values[name]);
if (missing.length > 0 || values.upstream.length === 0) {
  console.error(
    `nginx-conf: needs ${[...missing, ...(values.upstream.length ? [] : ['upstream'])].map((n) => `--${n}`).join(', ')}`,
  );
  process.exit(1);
}
mkdirSync(dirname(values.out), { recursive: true });
writeFileSync(
  values.out,
  nginxConf({
    dir: values.dir,
    port: Number(values.port),
    host: values.listen,
    upstreams: values.upstream,
    webDist: values['web-dist'],
    mediaRoot: values['media-root'],
    brotliModule: values['brotli-module'],
    logs: values.logs === 'files' ? 'files' : 'stdio',
  }),
);
console.log(`nginx-conf: wrote ${values.out} (${values.upstream.length} upstreams)`);
