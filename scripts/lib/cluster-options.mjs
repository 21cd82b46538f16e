// `npm run cluster`'s options, read and checked apart from starting anything
// (scripts/cluster-options.test.mjs): how many processes, nginx's port and address, the processes' ports.
import { isIP } from 'node:net';
import { parseArgs } from 'node:util';

const usage = (message) => Object.assign(new Error(message), { usage: true });

function portNumber(text, name) {
  const port = Number(text);
  if (!/^\d+$/.test(String(text).trim()) || !Number.isInteger(port) || port < 1 || port > 65535) {
    throw usage(`${name} must be a port from 1 to 65535, not ${JSON.stringify(text)}`);
  }
  return port;
}

/**
 * @param {string[]} argv the script's arguments
 * @param {NodeJS.ProcessEnv} env API_PORTS and LISTEN_ADDRESS stand in for --api-ports and --listen
 * @returns {{ processes: number, port: number, apiPorts: number[], listen: string, build: boolean, seedDemo: boolean }}
 *   throws an Error with `usage: true` naming the bad option
 */
export function clusterOptions(argv, env = {}) {
  const { values } = parseArgs({
    args: argv,
    options: {
      processes: { type: 'string' },
      port: { type: 'string', default: '8080' },
      // The processes' own ports, e.g. 4001,4002 (default: the ports after --port).
      'api-ports': { type: 'string' },
      // The address nginx listens on (default every address, as a server's proxy does).
      listen: { type: 'string' },
      'no-build': { type: 'boolean', default: false },
      'seed-demo': { type: 'boolean', default: false },
    },
  });
  const port = portNumber(values.port, '--port');
  const listen = values.listen ?? (env.LISTEN_ADDRESS || '0.0.0.0');
  if (isIP(listen) === 0) throw usage(`--listen (LISTEN_ADDRESS) must be an IP address, not ${JSON.stringify(listen)}`);
  const listed = values['api-ports'] ?? env.API_PORTS;
  let apiPorts;
  if (listed) {
    apiPorts = listed.split(',').map((text) => portNumber(text, '--api-ports (API_PORTS)'));
    if (new Set(apiPorts).size !== apiPorts.length)
      throw usage(`--api-ports (API_PORTS) names a port twice: ${listed}`);
    if (apiPorts.includes(port)) throw usage(`--api-ports (API_PORTS) must not include nginx's --port ${port}`);
    if (values.processes !== undefined && Number(values.processes) !== apiPorts.length) {
      throw usage(`--processes ${values.processes} but --api-ports (API_PORTS) names ${apiPorts.length} ports`);
    }
  }
  const processes = apiPorts ? apiPorts.length : Number(values.processes ?? 2);
  if (!Number.isInteger(processes) || processes < 1 || processes > 64) {
    throw usage(`--processes must be a whole number from 1 to 64, not ${values.processes}`);
  }
  if (!apiPorts) {
    if (port + processes > 65535) throw usage(`--port must leave room for ${processes} ports after it, not ${port}`);
    apiPorts = Array.from({ length: processes }, (_, index) => port + 1 + index);
  }
  return { processes, port, apiPorts, listen, build: !values['no-build'], seedDemo: values['seed-demo'] };
}
