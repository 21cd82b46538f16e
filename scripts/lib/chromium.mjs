// Where the end-to-end tests find a browser: Debian's Chromium (test tools may not download one).
import { existsSync } from 'node:fs';

export const chromiumCandidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function findChromium() {
  return chromiumCandidates.find((path) => path && existsSync(path));
}

export const chromiumHint =
  "Install Debian's Chromium with `sudo apt-get install -y chromium` (or set CHROMIUM_PATH to a Chromium binary).";
