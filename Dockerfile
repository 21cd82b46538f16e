# syntax=docker/dockerfile:1
# Aula's images, built with the same steps as `npm run cluster` (scripts/cluster.mjs):
#   docker build --target api -t aula-api .      the API: `node apps/api/dist/migrate.js` once,
#                                                then `node apps/api/dist/server.js` per process
#   docker build --target proxy -t aula-proxy .  Debian's nginx with the precompressed web build
# compose.yaml runs them with PostgreSQL and Redis; docs/DEPLOY.md says how.
# scripts/deploy-artifacts.test.mjs checks that every file copied here exists.

# Node 24, the LTS line (20 reached its end of life in April 2026); pinned to the release the API
# suite was run on (`node scripts/api-on-node24.mjs`). Development machines may stay on Node 20.19.
ARG NODE_IMAGE=node:24.21.0-bookworm-slim

# Build: the whole workspace, installed with its lockfile and built once.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
RUN corepack enable
COPY . .
RUN pnpm install --frozen-lockfile
RUN pnpm exec turbo run build --filter=@aula/api --filter=@aula/web --output-logs=errors-only
# Production dependencies only: the API's, and the web renderer's one package loaded at run time (jsdom).
RUN pnpm --filter @aula/api deploy --prod --legacy /out/api \
 && pnpm --filter @aula/web deploy --prod --legacy /out/web
RUN node scripts/nginx-conf.mjs --out /out/nginx/nginx.conf --dir /var/lib/aula-nginx --port 8080 \
      --upstream api-1:3000 --upstream api-2:3000 --web-dist /srv/aula/web --media-root /srv/aula/media \
      --brotli-module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so --logs stdio

# The API: the bundle, its migrations, media and the web build it renders pages from; no dev tools.
FROM ${NODE_IMAGE} AS api
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/app/data WEB_DIST=/app/apps/web/dist
WORKDIR /app
COPY --from=build /out/api/package.json apps/api/package.json
COPY --from=build /out/api/node_modules apps/api/node_modules
COPY --from=build /out/web/node_modules apps/web/node_modules
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/api/drizzle apps/api/drizzle
COPY --from=build /app/apps/api/media apps/api/media
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/brands brands
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# Liveness only: a database outage must not get the process restarted (the balancer reads /readyz).
HEALTHCHECK --interval=10s --timeout=3s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/livez').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The young generation as Node 20 sized it (scripts/lib/api-node-flags.mjs says why).
CMD ["node", "--max-semi-space-size=16", "apps/api/dist/server.js"]

# The proxy: Debian's nginx (gzip_static built in, brotli_static from its module), not root.
FROM debian:bookworm-slim AS proxy
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static \
 && rm -rf /var/lib/apt/lists/* \
 && mkdir -p /var/lib/aula-nginx/temp/body /var/lib/aula-nginx/temp/proxy /var/lib/aula-nginx/temp/fastcgi \
      /var/lib/aula-nginx/temp/uwsgi /var/lib/aula-nginx/temp/scgi \
 && chown -R www-data:www-data /var/lib/aula-nginx
COPY --from=build /app/apps/web/dist /srv/aula/web
COPY --from=build /app/apps/api/media /srv/aula/media
COPY --from=build /out/nginx/nginx.conf /etc/aula/nginx.conf
USER www-data
EXPOSE 8080
CMD ["nginx", "-p", "/var/lib/aula-nginx", "-c", "/etc/aula/nginx.conf"]
