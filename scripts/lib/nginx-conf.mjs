// The nginx configuration of `npm run cluster` (and of the Dockerfile's proxy image, through
// scripts/nginx-conf.mjs): run with `nginx -p <dir> -c <conf>`, its pid and temporary files in
// <dir>, so it needs no root paths and runs as the current user.
// nginx serves the web build's precompressed files itself and hands pages and the API to the
// API processes. The paths the API answers are the ones apps/api/src/plugins/web.ts keeps from
// its page fallback (API_PATH); scripts/cluster.test.mjs holds the two together.
import { join } from 'node:path';

/** The API's own paths: never a file of the build, always proxied. */
export const API_LOCATION = '^/(api|admin|reports)(/|$)';

// Only the types the build and the media folder hold; anything else is a download.
const TYPES = {
  'text/html': 'html',
  'text/css': 'css',
  'text/javascript': 'js mjs',
  'application/json': 'json map',
  'application/manifest+json': 'webmanifest',
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/jpeg': 'jpg jpeg',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/x-icon': 'ico',
  'font/woff2': 'woff2',
  'font/woff': 'woff',
  'text/plain': 'txt',
  'application/xml': 'xml',
  'text/vtt': 'vtt',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'audio/mpeg': 'mp3',
  'application/pdf': 'pdf',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** How long nginx keeps an idle connection to a process (scripts/cluster-nginx.test.mjs checks it against the API's). */
export const UPSTREAM_IDLE_SECONDS = 4;
// The API's media plugin says the same: media names are not fingerprinted.
const MEDIA_CACHE = 'public, max-age=86400';

/**
 * @param {object} options
 * @param {string} options.dir the folder of nginx.conf, its pid, logs and temporary files
 * @param {number} options.port where nginx listens
 * @param {string} [options.host] the address it listens on
 * @param {string[]} options.upstreams the API processes, `host:port` each
 * @param {string} options.webDist the web build (its .br and .gz beside each file)
 * @param {string} options.mediaRoot the media folder every process shares
 * @param {string} [options.brotliModule] Debian's ngx_http_brotli_static_module.so, when installed
 * @param {string} [options.user] the worker's user when nginx starts as root (then it stays that user)
 * @param {'files' | 'stdio'} [options.logs] logs in `dir`, or on stdout and stderr (a container's)
 */
export function nginxConf({
  dir,
  port,
  host = '0.0.0.0',
  upstreams,
  webDist,
  mediaRoot,
  brotliModule,
  user,
  logs = 'files',
}) {
  if (upstreams.length === 0) throw new Error('nginxConf: at least one API process is needed');
  const errorLog = logs === 'stdio' ? '/dev/stderr' : join(dir, 'error.log');
  const accessLog = logs === 'stdio' ? '/dev/stdout' : join(dir, 'access.log');
  const temp = (name) => join(dir, 'temp', name);
  const types = Object.entries(TYPES)
    .map(([type, extensions]) => `    ${type} ${extensions};`)
    .join('\n');
  // Passive checks: a process that refuses or times out twice in 2 s is left alone for 2 s and
  // its request goes to the next one. A 503 is not a failure here: during a database outage every
  // process answers 503 with Retry-After, and nginx must pass that on, not turn it into a 502.
  const servers = upstreams.map((upstream) => `    server ${upstream} max_fails=2 fail_timeout=2s;`).join('\n');
  return `# Written by scripts/cluster.mjs; regenerated on every start.
${brotliModule ? `load_module ${brotliModule};\n` : ''}${user ? `user ${user};\n` : ''}worker_processes auto;
pid ${join(dir, 'nginx.pid')};
error_log ${errorLog} warn;
daemon off;

events {
  worker_connections 4096;
}

http {
  types {
${types}
  }
  default_type application/octet-stream;
  # Which process answered, how, and how long it took: a rolling restart or an outage reads here.
  log_format upstream '$remote_addr [$time_local] "$request" $status $body_bytes_sent '
                      'upstream=$upstream_addr/$upstream_status time=$request_time';
  access_log ${accessLog} upstream;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  sendfile on;
  tcp_nopush on;
  server_tokens off;
  keepalive_timeout 65s;
  # nginx's default closes a client's kept-alive connection after its 1,000th request; a client
  # writing its next request at that moment sees a reset (load tools count it as a failure).
  keepalive_requests 100000;
  # The API's own limit on a body is 1 MB; nginx must not refuse first with a page of its own.
  client_max_body_size 2m;

  # The build writes .br and .gz beside each compressible file: served as they are, never compressed per request.
  gzip_static on;
  gzip_vary on;
${brotliModule ? '  brotli_static on;\n' : ''}
  upstream aula_api {
${servers}
    # Connections kept open to the processes: no TCP handshake per proxied request. nginx closes
    # an idle one itself after ${UPSTREAM_IDLE_SECONDS} s: before the process would (its keep-alive is 72 s), and
    # before a process stopped by a deploy stops waiting for them (6 s, apps/api/src/server.ts).
    keepalive 32;
    keepalive_timeout ${UPSTREAM_IDLE_SECONDS}s;
  }

  # No server_name: this one server answers every host, the platform's and each ally's own
  # (the console's "Dominio"), which the API tells apart by the Host passed on below.
  server {
    listen ${host.includes(':') ? `[${host}]` : host}:${port};
    root ${webDist};

    proxy_http_version 1.1;
    # Empty: keep-alive to the upstream. A process shutting down answers Connection: close itself.
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    # nginx is the edge: the client's own address, never one the client wrote (the API trusts
    # this header from nginx alone, TRUST_PROXY=127.0.0.1 or 1, for its per-address limits).
    proxy_set_header X-Forwarded-For $remote_addr;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_set_header X-Forwarded-Host $http_host;
    proxy_connect_timeout 2s;
    # The API's own request timeout is 30 s.
    proxy_read_timeout 35s;
    # A refused connection (a process restarting) goes to the next process; a request already
    # sent is never sent twice unless it is idempotent (nginx's rule for POST, PUT, PATCH).
    proxy_next_upstream error timeout;
    proxy_next_upstream_tries 2;

    location ~ ${API_LOCATION} {
      proxy_pass http://aula_api;
    }

    # The console's resumable uploads (tus): PATCH chunks of up to 8 MiB, streamed to the process
    # as they arrive (a dropped connection keeps what got through), ahead of the 2 MB rule above.
    location ^~ /api/console/uploads/ {
      client_max_body_size 9m;
      proxy_request_buffering off;
      proxy_pass http://aula_api;
    }

    # Fingerprinted by Vite: kept for a year.
    location /assets/ {
      add_header Cache-Control "${IMMUTABLE}";
      add_header X-Content-Type-Options nosniff;
      try_files $uri @api;
    }

    # Uploaded media live in the API's media storage (DATA_DIR/media or an S3 bucket): the API serves them.
    location /media/uploads/ {
      proxy_pass http://aula_api;
    }

    # Pictures as the JPEG WhatsApp shows, drawn by the API from the files above (lib/whatsapp-picture.ts).
    location /media/whatsapp/ {
      proxy_pass http://aula_api;
    }

    # Lesson media from the one folder every process shares.
    location /media/ {
      alias ${mediaRoot.endsWith('/') ? mediaRoot : `${mediaRoot}/`};
      add_header Cache-Control "${MEDIA_CACHE}";
      add_header X-Content-Type-Options nosniff;
      location ~ \\.pdf$ {
        add_header Cache-Control "${MEDIA_CACHE}";
        add_header X-Content-Type-Options nosniff;
        add_header Content-Disposition attachment;
      }
    }

    # The shell and the build's own folders (.ssr, .vite) are the API's to answer: pages come
    # server-rendered with their security headers, and dot folders are never served.
    location = / {
      proxy_pass http://aula_api;
    }
    location = /index.html {
      proxy_pass http://aula_api;
    }
    location ~ /\\. {
      proxy_pass http://aula_api;
    }

    # Each ally's app manifest is the API's: it carries what the ally's team last published.
    location ~ ^/manifest-[a-z0-9-]+\\.webmanifest$ {
      proxy_pass http://aula_api;
    }

    # A file of the build (sw.js, icons) from disk, revalidated on each visit;
    # anything else (/, /mx/impulsa, /livez, /readyz, /deployment.json) is the API's.
    location / {
      add_header Cache-Control no-cache;
      add_header X-Content-Type-Options nosniff;
      try_files $uri @api;
    }

    location @api {
      proxy_pass http://aula_api;
    }
  }
}
`;
}

/** The folders nginx writes into, made before it starts. */
export const nginxTempFolders = ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];
