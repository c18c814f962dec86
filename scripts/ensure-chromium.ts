// Run by `npm run test:e2e` before Playwright: makes sure the browser the suite drives is there,
// installing Debian's package when it may (as root on a Debian-like machine), so a fresh clone
// needs only `npm install && npm test`.
import { execSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { CHROMIUM_PATH, chromiumStep } from './chromium';

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function hasAptGet(): boolean {
  try {
    execSync('command -v apt-get', { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const step = chromiumStep({
  path: CHROMIUM_PATH,
  present: isExecutable(CHROMIUM_PATH),
  root: process.getuid?.() === 0,
  apt: hasAptGet(),
});

if (step.kind === 'instruct') {
  console.error(step.message);
  process.exit(1);
}
if (step.kind === 'install') {
  console.log(`No Chromium at ${CHROMIUM_PATH}: installing Debian's package...`);
  execSync(step.command, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (!isExecutable(CHROMIUM_PATH)) {
    console.error(`apt-get finished but there is still no Chromium at ${CHROMIUM_PATH}.`);
    process.exit(1);
  }
}
