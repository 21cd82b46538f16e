// The nginx configuration `npm run cluster` writes (scripts/lib/nginx-conf.mjs), read as text: no
// nginx is needed. It must send the API's own paths to the processes (the same paths the API's web
// plugin keeps from its page fallback), spread requests over every process, serve the build from
// disk, and write nothing outside its own folder.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { API_LOCATION, nginxConf, UPSTREAM_IDLE_SECONDS } from './lib/nginx-conf.mjs';
import { root } from './lib/pnpm.mjs';

const dir = '/tmp/aula-cluster-test';
const options = {
  dir,
  port: 8080,
  upstreams: ['127.0.0.1:8081', '127.0.0.1:8082', '127.0.0.1:8083'],
  webDist: '/srv/aula/web',
  mediaRoot: '/srv/aula/media',
};

/** The body of the first `name {` block (nested blocks included). */
function block(conf, opening) {
  const start = conf.indexOf(`${opening} {`);
  assert.notEqual(start, -1, `no "${opening} {" block in:\n${conf}`);
  let depth = 0;
  for (let index = conf.indexOf('{', start); index < conf.length; index++) {
    if (conf[index] === '{') depth++;
    if (conf[index] === '}' && --depth === 0) return conf.slice(conf.indexOf('{', start) + 1, index);
  }
  throw new Error(`"${opening}" block never closes`);
}

test('the upstream lists one server per API process, with passive checks and kept-alive connections', () => {
  const upstream = block(nginxConf(options), 'upstream aula_api');
  const servers = [...upstream.matchAll(/server 127\.0\.0\.1:(\d+) max_fails=\d+ fail_timeout=\d+s;/g)].map(
    ([, port]) => Number(port),
  );
  assert.deepEqual(servers, [8081, 8082, 8083]);
  assert.match(upstream, /keepalive \d+;/);
  assert.match(nginxConf(options), /proxy_set_header Connection "";/, 'keep-alive to the upstream needs it');
});

test('no setting that resets a connection: nginx closes idle upstream connections before a process would, or stops waiting for them', () => {
  const conf = nginxConf(options);
  const upstream = block(conf, 'upstream aula_api');
  const idle = Number(upstream.match(/keepalive_timeout (\d+)s;/)?.[1]);
  assert.equal(idle, UPSTREAM_IDLE_SECONDS);
  const source = (file) => readFileSync(join(root, 'apps', 'api', 'src', file), 'utf8');
  const constant = (text, name) =>
    Number(text.match(new RegExp(`const ${name} = ([\\d_]+);`))?.[1].replaceAll('_', ''));
  const keepAliveMs = constant(source('app.ts'), 'KEEP_ALIVE_MS');
  const drainMs = constant(source('server.ts'), 'DRAIN_MS');
  const graceMs = constant(source('server.ts'), 'SHUTDOWN_GRACE_MS');
  // Bad settings these catch: a process closing an idle connection nginx may be writing on
  // (its keep-alive shorter than nginx's), a drain that gives up before nginx lets go.
  assert.ok(idle * 1000 < keepAliveMs, `nginx's ${idle} s must be under the API's keep-alive ${keepAliveMs} ms`);
  assert.ok(idle * 1000 < drainMs, `nginx's ${idle} s must be under the drain's ${drainMs} ms (server.ts)`);
  assert.ok(drainMs < graceMs, `the drain's ${drainMs} ms must leave room in the ${graceMs} ms grace`);
  // A client's kept-alive connection is not closed after a count of requests, and a POST already
  // sent is never sent twice.
  assert.ok(Number(conf.match(/keepalive_requests (\d+);/)?.[1]) >= 100_000);
  assert.match(conf, /proxy_next_upstream error timeout;/);
  assert.doesNotMatch(conf, /non_idempotent/);
});

test("a rolling restart never reloads nginx (a reload ends clients' idle kept-alive connections under them)", () => {
  const cluster = readFileSync(join(root, 'scripts', 'cluster.mjs'), 'utf8');
  const rolling = cluster.slice(
    cluster.indexOf('async function rollingRestart'),
    cluster.indexOf("process.on('SIGHUP'"),
  );
  assert.match(rolling, /api\.replace\(apiPort\)/);
  assert.doesNotMatch(rolling, /nginxProcess\.kill|writeNginxConf|SIGHUP/);
  assert.doesNotMatch(nginxConf(options), /^\s*server [^;]* down/m);
});

test('a cluster of no process is refused, not written as an empty upstream nginx would reject', () => {
  assert.throws(() => nginxConf({ ...options, upstreams: [] }), /at least one API process/);
});

test("the API's paths are exactly those the API's web plugin never answers with a page", () => {
  const apiPaths = readFileSync(join(root, 'apps', 'api', 'src', 'lib', 'api-path.ts'), 'utf8');
  const apiPath = apiPaths.match(/export const API_PATH = \/(.+)\/;/)?.[1];
  assert.ok(apiPath, 'API_PATH not found in apps/api/src/lib/api-path.ts');
  assert.equal(API_LOCATION, apiPath.replaceAll('\\/', '/'));
  const conf = nginxConf(options);
  assert.match(block(conf, `location ~ ${API_LOCATION}`), /proxy_pass http:\/\/aula_api;/);
  const pattern = new RegExp(API_LOCATION);
  for (const path of ['/api/mx/login/', '/admin/', '/reports/1.pdf', '/api']) assert.match(path, pattern);
  for (const path of ['/apiary', '/mx/impulsa', '/assets/api.js']) assert.doesNotMatch(path, pattern);
});

test('the build is served from its folder: hashed assets for a year, precompressed files as they are', () => {
  const conf = nginxConf(options);
  assert.match(conf, /^\s*root \/srv\/aula\/web;$/m);
  assert.match(conf, /gzip_static on;/);
  assert.match(block(conf, 'location /assets/'), /Cache-Control "public, max-age=31536000, immutable"/);
  // Pages and the shell come from the API (server-rendered, with their security headers).
  for (const location of ['location = /', 'location = /index.html', 'location @api']) {
    assert.match(block(conf, location), /proxy_pass http:\/\/aula_api;/, location);
  }
  assert.match(block(conf, 'location /'), /try_files \$uri @api;/);
  assert.match(block(conf, 'location /media/'), /alias \/srv\/aula\/media\/;/);
});

test("the console's uploads reach a process in 8 MiB chunks, streamed, and uploaded media come from the API", () => {
  const conf = nginxConf(options);
  const uploads = block(conf, 'location ^~ /api/console/uploads/');
  assert.match(uploads, /client_max_body_size 9m;/);
  assert.match(uploads, /proxy_request_buffering off;/);
  assert.match(uploads, /proxy_pass http:\/\/aula_api;/);
  assert.match(block(conf, 'location /media/uploads/'), /proxy_pass http:\/\/aula_api;/);
  // So are the chat's JPEGs of pictures, drawn on first ask: no file on disk holds them.
  assert.match(block(conf, 'location /media/whatsapp/'), /proxy_pass http:\/\/aula_api;/);
});

test('brotli is served only when its module is there to load', () => {
  assert.doesNotMatch(nginxConf(options), /brotli/);
  const module = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
  const conf = nginxConf({ ...options, brotliModule: module });
  assert.match(conf, new RegExp(`^load_module ${module};`, 'm'));
  assert.match(conf, /brotli_static on;/);
});

test('pid, logs and temporary files stay in the cluster folder (no root paths)', () => {
  const conf = nginxConf(options);
  const paths = [...conf.matchAll(/^\s*(pid|error_log|access_log|\w+_temp_path) (\S+?);?(\s|$)/gm)];
  assert.equal(paths.length, 8, 'pid, two logs and five temporary folders');
  for (const [, directive, path] of paths) assert.ok(path.startsWith(`${dir}/`), `${directive} ${path}`);
  assert.match(conf, /^daemon off;$/m);
});

test("every host reaches the API with its name: the platform's and each ally's own domain", () => {
  const conf = nginxConf(options);
  // A server_name would leave an ally's host to another server block (or nginx's own page).
  assert.doesNotMatch(conf, /^\s*server_name\s/m);
  assert.match(block(conf, 'server'), /proxy_set_header Host \$http_host;/);
});

test("a client's own X-Forwarded-For never reaches the API (the API trusts it for per-address limits)", () => {
  const conf = nginxConf(options);
  assert.match(conf, /proxy_set_header X-Forwarded-For \$remote_addr;/);
  assert.doesNotMatch(conf, /\$proxy_add_x_forwarded_for/);
});

test("a container's nginx logs to stdout and stderr", () => {
  const conf = nginxConf({ ...options, logs: 'stdio' });
  assert.match(conf, /^error_log \/dev\/stderr warn;$/m);
  assert.match(conf, /access_log \/dev\/stdout upstream;/);
});

test('started as root, the workers stay the same user instead of nobody', () => {
  assert.match(nginxConf({ ...options, user: 'root' }), /^user root;$/m);
  assert.doesNotMatch(nginxConf(options), /^user /m);
});
