// The scale check: with the server stopped, apps/api/src/db/scale/run.ts adds 10,000 lessons and
// 100,000 progress rows to the bench's database and EXPLAINs the hot queries; the bench then
// restarts the server and reads a lesson at that scale with the token it returns.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './processes.mjs';

const apiDir = join(repoRoot, 'apps', 'api');

export function runScaleCheck({ env, workDir }) {
  return new Promise((resolve, reject) => {
    const child = spawn(join(apiDir, 'node_modules', '.bin', 'tsx'), ['src/db/scale/run.ts'], {
      cwd: apiDir,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'production',
        DATA_DIR: join(workDir, 'data'),
        SECRET_KEY: 'bench-secret-key-bench-secret-key-0123456789',
        LOG_LEVEL: 'warn',
        ...env,
      },
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = out.trim().split('\n').at(-1) ?? '';
      if (code !== 0) return reject(new Error(`the scale check failed (exit ${code}): ${out.slice(-500)}`));
      const result = JSON.parse(line);
      resolve({ ...result, auth: { authorization: `Bearer ${result.token}`, 'x-aula-ally': result.allyCode } });
    });
  });
}
