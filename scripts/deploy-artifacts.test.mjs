// The deploy artifacts that cannot run here (no container daemon): the Dockerfile copies only
// files that exist (or that its build stage makes), builds with the same command as `npm run
// cluster`, and writes the proxy's nginx.conf with the same generator; compose.yaml has the
// cluster's topology and gives every API process the same settings.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { apiNodeFlags, YOUNG_GENERATION_FLAG } from './lib/api-node-flags.mjs';
import { root } from './lib/pnpm.mjs';

const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
const compose = readFileSync(join(root, 'compose.yaml'), 'utf8');
const dockerignore = readFileSync(join(root, '.dockerignore'), 'utf8')
  .split('\n')
  .filter((line) => line && !line.startsWith('#'));

/** Instructions with continuation lines joined, each `{ stage, keyword, args }`. */
function instructions(text) {
  const joined = text.replace(/\\\n\s*/g, ' ');
  let stage;
  return joined
    .split('\n')
    .filter((line) => line.trim() && !line.trim().startsWith('#'))
    .map((line) => {
      const [keyword, ...args] = line.trim().split(/\s+/);
      if (keyword === 'FROM') stage = args[2];
      return { stage, keyword, args };
    });
}

/** compose.yaml's services: the keys of each and its environment (the file is plain block YAML). */
function services(text) {
  const found = {};
  let service;
  let section;
  const body = text.slice(text.indexOf('\nservices:\n'), text.indexOf('\nvolumes:'));
  for (const line of body.split('\n')) {
    const name = line.match(/^ {2}([\w-]+):$/)?.[1];
    if (name) {
      service = name;
      found[service] = { keys: [], environment: {}, dependsOn: [] };
    }
    const key = line.match(/^ {4}([\w-]+):/)?.[1];
    if (key && service) {
      found[service].keys.push(key);
      section = key;
    }
    const entry = line.match(/^ {6}([\w-]+): ?(.*)$/);
    if (entry && section === 'environment') found[service].environment[entry[1]] = entry[2];
    if (entry && section === 'depends_on') found[service].dependsOn.push(entry[1]);
  }
  return found;
}

const steps = instructions(dockerfile);
const runs = steps
  .filter(({ stage, keyword }) => stage === 'build' && keyword === 'RUN')
  .map(({ args }) => args.join(' '));
// What the build stage makes: the turbo build's dist folders and what its RUN lines write to /out.
const made = ['/app/apps/api/dist', '/app/apps/web/dist'];
const outputs = runs.flatMap((run) => [...run.matchAll(/(\/out\/[\w/.-]+)/g)].map(([path]) => path));

test('every file the Dockerfile copies exists in the repository or is made by its build stage', () => {
  const copies = steps.filter(({ keyword }) => keyword === 'COPY');
  assert.ok(copies.length >= 10, 'the COPY lines were not read');
  for (const { args } of copies) {
    const from = args.find((arg) => arg.startsWith('--from='))?.slice('--from='.length);
    const sources = args.filter((arg) => !arg.startsWith('--')).slice(0, -1);
    for (const source of sources) {
      if (!from) {
        assert.ok(existsSync(join(root, source)), `COPY ${source}: not in the repository`);
        continue;
      }
      assert.equal(from, 'build', `COPY --from=${from}: no such stage`);
      const byBuild = made.some((path) => source.startsWith(path)) || outputs.some((path) => source.startsWith(path));
      const inRepo = source.startsWith('/app/') && existsSync(join(root, source.slice('/app/'.length)));
      assert.ok(byBuild || inRepo, `COPY --from=build ${source}: neither in the repository nor made by the build`);
      const segments = source.slice('/app/'.length).split('/');
      const ignored = dockerignore.some((pattern) =>
        pattern.startsWith('**/') ? segments.includes(pattern.slice(3)) : segments[0] === pattern,
      );
      assert.ok(!inRepo || byBuild || !ignored, `COPY ${source}: excluded by .dockerignore`);
    }
  }
});

test('the image builds with the same command as npm run cluster, and the API image is not root', () => {
  const cluster = readFileSync(join(root, 'scripts', 'cluster.mjs'), 'utf8');
  const build = cluster.match(/\['exec', 'turbo', 'run', 'build', ([^\]]+)\]/)?.[1];
  assert.ok(build, 'the build command not found in scripts/cluster.mjs');
  const args = build.split(',').map((arg) => arg.trim().replace(/^'|'$/g, ''));
  assert.ok(
    runs.includes(`pnpm exec turbo run build ${args.join(' ')}`),
    `no RUN pnpm exec turbo run build ${args.join(' ')}`,
  );
  for (const stage of ['api', 'proxy']) {
    const user = steps.filter((step) => step.stage === stage && step.keyword === 'USER').at(-1);
    assert.ok(user && user.args[0] !== 'root', `the ${stage} image must run as a user other than root`);
  }
  assert.ok(
    runs.some((run) => /deploy --prod\b.* \/out\/api/.test(run)),
    'the API image takes production dependencies only (pnpm deploy --prod)',
  );
});

test("the proxy's nginx.conf comes from the cluster's generator and points at compose's API services", () => {
  const run = runs.find((line) => line.startsWith('node scripts/nginx-conf.mjs'));
  assert.ok(run, 'no RUN node scripts/nginx-conf.mjs in the build stage');
  const dir = mkdtempSync(join(tmpdir(), 'aula-deploy-test-'));
  try {
    const args = run
      .split(' ')
      .slice(2)
      .map((arg, index, all) => (all[index - 1] === '--out' ? join(dir, 'nginx.conf') : arg));
    execFileSync(process.execPath, [join(root, 'scripts', 'nginx-conf.mjs'), ...args], { stdio: 'pipe' });
    const conf = readFileSync(join(dir, 'nginx.conf'), 'utf8');
    const upstreams = [...conf.matchAll(/^\s*server ([\w.-]+):(\d+) /gm)].map(([, host, port]) => `${host}:${port}`);
    const apiServices = Object.keys(services(compose)).filter((name) => /^api-\d+$/.test(name));
    assert.deepEqual(
      upstreams,
      apiServices.map((name) => `${name}:3000`),
    );
    assert.match(dockerfile, /ENV NODE_ENV=production HOST=0\.0\.0\.0 PORT=3000 /);
    assert.match(conf, /listen 0\.0\.0\.0:8080;/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("compose has the cluster's topology: PostgreSQL, Redis, the migration once, two API processes, nginx", () => {
  const found = services(compose);
  assert.deepEqual(Object.keys(found), ['postgres', 'redis', 'migrate', 'api-1', 'api-2', 'nginx']);
  assert.match(compose, /command: \["node", "apps\/api\/dist\/migrate\.js"\]/);
  for (const api of ['api-1', 'api-2']) {
    assert.ok(found[api].dependsOn.includes('migrate'), `${api} must start after the migration step`);
    assert.match(compose, /migrate: \{ condition: service_completed_successfully \}/);
  }
  assert.deepEqual(found.nginx.dependsOn, ['api-1', 'api-2']);
});

test('every API process of compose has the same settings (a differing one would sign or share apart)', () => {
  const found = services(compose);
  assert.deepEqual(found['api-1'].environment, found['api-2'].environment);
  const mustMatch = ['NODE_ENV', 'DATABASE_URL', 'REDIS_URL', 'REDIS_PREFIX', 'SECRET_KEY', 'PASSWORD_RESET_TIMEOUT'];
  for (const name of mustMatch) {
    assert.ok(found['api-1'].environment[name], `api-1 has no ${name}`);
    assert.equal(found.migrate.environment[name], found['api-1'].environment[name], `migrate's ${name}`);
  }
});

test('the images run Node 24, the LTS line (Node 20 reached its end of life in April 2026)', () => {
  const image = steps.find(({ keyword, args }) => keyword === 'ARG' && args[0]?.startsWith('NODE_IMAGE='));
  assert.ok(image, 'no ARG NODE_IMAGE= in the Dockerfile');
  const tag = image.args[0].slice('NODE_IMAGE='.length);
  // Pinned to a release of 24 (not `node:lts`, nor a bare `node:24` that moves to any 24.x).
  assert.match(tag, /^node:24\.\d+\.\d+-bookworm-slim$/, `NODE_IMAGE=${tag}`);
  // Bad input tried: a stage FROM another Node image, or a compose service naming one.
  const nodeStages = steps.filter(({ keyword, args }) => keyword === 'FROM' && !args[0].startsWith('debian:'));
  assert.ok(nodeStages.length >= 2);
  for (const { args } of nodeStages) assert.equal(args[0], '$' + '{NODE_IMAGE}', `FROM ${args.join(' ')}`);
  const settings = compose
    .split('\n')
    .filter((line) => !line.trim().startsWith('#'))
    .join('\n');
  for (const [, named] of settings.matchAll(/\b(node:[\w.-]+)/g))
    assert.match(named, /^node:24\b/, `compose names ${named}`);
  assert.doesNotMatch(settings, /NODE_IMAGE/, "compose builds with the Dockerfile's own NODE_IMAGE");
  const builds = [...settings.matchAll(/build: \{([^}]*)\}/g)].map(([, build]) => build);
  assert.ok(builds.length >= 3, 'the API services are built from the Dockerfile');
  for (const build of builds) assert.doesNotMatch(build, /dockerfile:/);
});

test("the image starts the API with the same Node flags as npm start and the cluster (the young generation's size)", () => {
  const cmd = steps.findLast(({ stage, keyword }) => keyword === 'CMD' && stage === 'api');
  assert.ok(cmd, 'no CMD for the API image');
  const argv = JSON.parse(cmd.args.join(' '));
  assert.deepEqual(argv, ['node', ...apiNodeFlags(), 'apps/api/dist/server.js']);
  // An operator's own choice in NODE_OPTIONS is left alone, spelled either way.
  assert.deepEqual(apiNodeFlags('--max-old-space-size=2048'), [YOUNG_GENERATION_FLAG]);
  assert.deepEqual(apiNodeFlags('--max_semi_space_size=64'), []);
});
