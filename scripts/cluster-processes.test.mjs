// The supervisor of `npm run cluster`'s processes (scripts/lib/cluster-processes.mjs), on a
// stand-in process (fixtures/draining-server.mjs) instead of the API: a rolling restart's
// replace() must never leave its port refusing or resetting a connection, as nginx sees it.
import assert from 'node:assert/strict';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { test } from 'node:test';
import { superviseProcesses } from './lib/cluster-processes.mjs';
import { root } from './lib/pnpm.mjs';

/** A port nothing listens on now. */
async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A POST with a body through `agent`, as nginx sends one on a kept-alive connection; resolves with the pid that answered. */
function post(port, agent) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/write', method: 'POST', agent }, (res) => {
      let body = '';
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () =>
        res.statusCode === 200 ? resolve(Number(body)) : reject(new Error(`status ${res.statusCode}`)),
      );
    });
    req.on('error', reject);
    req.end('{"rating":5}');
  });
}

test('replace() starts the new process beside the old one: under steady POSTs on kept-alive connections, none is refused or reset', async () => {
  const port = await freePort();
  const api = superviseProcesses({
    script: join(root, 'scripts', 'fixtures', 'draining-server.mjs'),
    ports: [port],
    envFor: (apiPort) => ({ ...process.env, PORT: String(apiPort) }),
  });
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  try {
    await api.listening();
    const [oldPid] = api.pids();
    assert.equal(await post(port, agent), oldPid);
    // Bad input tried: four clients writing without a pause through the whole replace (before,
    // the port refused between the old process's exit and the new one's start).
    const errors = [];
    let writing = true;
    const writers = Array.from({ length: 4 }, async () => {
      while (writing) await post(port, agent).catch((error) => errors.push(error.code ?? error.message));
    });
    const step = await api.replace(port);
    writing = false;
    await Promise.all(writers);
    assert.deepEqual(errors, []);
    assert.equal(step.oldPid, oldPid);
    assert.notEqual(step.newPid, oldPid);
    assert.deepEqual(api.pids(), [step.newPid]);
    assert.equal(await post(port, agent), step.newPid, 'the port is the new process now');
  } finally {
    agent.destroy();
    await api.stop();
  }
});

test('a new process that exits before it listens leaves the old one on the port', async () => {
  const port = await freePort();
  let broken = false;
  const api = superviseProcesses({
    script: join(root, 'scripts', 'fixtures', 'draining-server.mjs'),
    ports: [port],
    // Bad input tried: the new release cannot listen (a port that is not a number).
    envFor: (apiPort) => ({ ...process.env, PORT: broken ? 'not-a-port' : String(apiPort) }),
  });
  const agent = new Agent({ keepAlive: true });
  try {
    await api.listening();
    const [oldPid] = api.pids();
    broken = true;
    await assert.rejects(api.replace(port), /before it listened/);
    assert.deepEqual(api.pids(), [oldPid]);
    assert.equal(await post(port, agent), oldPid);
  } finally {
    agent.destroy();
    await api.stop();
  }
});
