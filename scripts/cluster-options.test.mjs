// `npm run cluster`'s options (scripts/lib/cluster-options.mjs): the processes' ports apart from
// nginx's, and the address nginx listens on, from the command line or the environment.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { clusterOptions } from './lib/cluster-options.mjs';
import { nginxConf } from './lib/nginx-conf.mjs';

/** nginx's configuration as scripts/cluster.mjs writes it for `parsed` options. */
const options = (parsed) => ({
  dir: '/tmp/aula-cluster-test',
  port: parsed.port,
  host: parsed.listen,
  upstreams: parsed.apiPorts.map((port) => `127.0.0.1:${port}`),
  webDist: '/srv/aula/web',
  mediaRoot: '/srv/aula/media',
});

test('by default: 2 processes on the ports after nginx, nginx on every address', () => {
  assert.deepEqual(clusterOptions([], {}), {
    processes: 2,
    port: 8080,
    apiPorts: [8081, 8082],
    listen: '0.0.0.0',
    build: true,
    seedDemo: false,
  });
  assert.deepEqual(clusterOptions(['--processes', '3', '--port', '3480'], {}).apiPorts, [3481, 3482, 3483]);
});

test('the processes take the ports named, apart from the front port; nginx the address named', () => {
  const fromFlags = clusterOptions(['--port', '80', '--api-ports', '4001,4002', '--listen', '10.0.0.5'], {});
  assert.deepEqual([fromFlags.processes, fromFlags.apiPorts, fromFlags.listen], [2, [4001, 4002], '10.0.0.5']);
  const fromEnv = clusterOptions([], { API_PORTS: '5001,5002,5003', LISTEN_ADDRESS: '127.0.0.1' });
  assert.deepEqual([fromEnv.processes, fromEnv.apiPorts, fromEnv.listen], [3, [5001, 5002, 5003], '127.0.0.1']);
  // The command line wins over the environment.
  assert.deepEqual(clusterOptions(['--api-ports', '4001'], { API_PORTS: '5001,5002' }).apiPorts, [4001]);
  const conf = nginxConf(options(fromFlags));
  assert.match(conf, /^\s*listen 10\.0\.0\.5:80;$/m);
  assert.doesNotMatch(conf, /0\.0\.0\.0/);
  assert.deepEqual(
    [...conf.matchAll(/server 127\.0\.0\.1:(\d+) /g)].map(([, port]) => Number(port)),
    [4001, 4002],
  );
  // An IPv6 address is written in brackets, as nginx reads it.
  const v6 = clusterOptions(['--listen', '::1'], {});
  assert.match(nginxConf(options(v6)), /^\s*listen \[::1\]:8080;$/m);
});

test('a bad port list or address is refused with the option named', () => {
  // Bad input tried: each of these, on the command line or in the environment.
  const refused = [
    [['--api-ports', '4001,abc'], {}, /--api-ports \(API_PORTS\) must be a port from 1 to 65535, not "abc"/],
    [['--api-ports', '4001,70000'], {}, /not "70000"/],
    [['--api-ports', '4001,4001'], {}, /names a port twice/],
    [['--port', '4001', '--api-ports', '4001,4002'], {}, /must not include nginx's --port 4001/],
    [['--processes', '3', '--api-ports', '4001,4002'], {}, /--processes 3 but --api-ports \(API_PORTS\) names 2 ports/],
    [[], { API_PORTS: '4001,' }, /not ""/],
    [['--listen', 'localhost'], {}, /--listen \(LISTEN_ADDRESS\) must be an IP address, not "localhost"/],
    [[], { LISTEN_ADDRESS: '10.0.0' }, /must be an IP address, not "10.0.0"/],
    [['--port', '8o8o'], {}, /--port must be a port from 1 to 65535, not "8o8o"/],
    [['--processes', '0'], {}, /--processes must be a whole number from 1 to 64, not 0/],
    [['--port', '65535'], {}, /--port must leave room for 2 ports after it/],
  ];
  for (const [argv, env, message] of refused) {
    assert.throws(() => clusterOptions(argv, env), message, JSON.stringify({ argv, env }));
  }
});
