// Finds the Chromium the end-to-end tests drive; installs Debian's package when running as root.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
  Boolean,
);

export function findChromium() {
  return CANDIDATES.find((path) => existsSync(path));
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0) {
    console.log('Chromium is missing: installing Debian’s chromium package…');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = findChromium();
    if (installed) return installed;
  }
  console.error(
    'Chromium not found: install it (sudo apt-get install chromium) or set CHROMIUM_PATH to its executable.',
  );
  process.exit(1);
}
