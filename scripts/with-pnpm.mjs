// `npm run dev|build` entry: runs a pnpm command with the pinned pnpm, installing it if needed.
import { findPnpm, run } from './lib/pnpm.mjs';

run(findPnpm(), process.argv.slice(2));
