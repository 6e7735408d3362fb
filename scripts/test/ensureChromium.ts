// The browser journeys need a Chromium. Playwright's own download cannot work here, so this uses
// Debian's package: found, installed through apt when we may, or named in one line.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** What Debian's Chromium needs on this kind of machine: no sandbox as root, no background network. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function aptInstall() {
  const run = (args: string[]) =>
    spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  return (
    run(['update', '-qq']).status === 0 &&
    run(['install', '-y', '-qq', 'chromium', 'fonts-liberation']).status === 0
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!existsSync(CHROMIUM_PATH)) {
    const canInstall = process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0;
    if (!canInstall || !aptInstall() || !existsSync(CHROMIUM_PATH)) {
      console.error(
        `Chromium is missing at ${CHROMIUM_PATH}: install Debian's package (sudo apt-get install chromium) or set CHROMIUM_PATH.`,
      );
      process.exit(1);
    }
  }
  console.log(`Chromium: ${CHROMIUM_PATH}`);
}
