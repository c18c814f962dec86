// Debian's Chromium, shared by the Playwright suite and the browser benches; nothing downloads a browser.
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM_PATH;

/** Without these, Chromium stalls on a closed network (updates, sync, QUIC) or on a machine without a GPU. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const CHROMIUM_INSTALL_COMMAND = 'apt-get update -qq && apt-get install -y -qq chromium';

export interface ChromiumSituation {
  /** Where the tests will look for the browser. */
  path: string;
  /** Whether an executable file is there. */
  present: boolean;
  /** Running as root, so apt-get may install packages. */
  root: boolean;
  /** apt-get is on this machine (Debian, Ubuntu and their kin). */
  apt: boolean;
}

export type ChromiumStep =
  { kind: 'ready' } | { kind: 'install'; command: string } | { kind: 'instruct'; message: string };

/**
 * What `npm test` does about the browser before Playwright starts: nothing when it is there,
 * Debian's package when this is a Debian-like machine it may change, otherwise one line saying how.
 * A CHROMIUM_PATH elsewhere than Debian's is the user's own build, so it is never installed over.
 */
export function chromiumStep(situation: ChromiumSituation): ChromiumStep {
  if (situation.present) return { kind: 'ready' };
  if (situation.path === DEFAULT_CHROMIUM_PATH && situation.root && situation.apt) {
    return { kind: 'install', command: CHROMIUM_INSTALL_COMMAND };
  }
  const message =
    situation.path === DEFAULT_CHROMIUM_PATH
      ? `No Chromium at ${situation.path}: run \`sudo sh -c '${CHROMIUM_INSTALL_COMMAND}'\` ` +
        'or set CHROMIUM_PATH to another Chromium; the tests never download a browser.'
      : `No Chromium at CHROMIUM_PATH=${situation.path}: point it at a Chromium binary, or unset it to use ` +
        `Debian's at ${DEFAULT_CHROMIUM_PATH}; the tests never download a browser.`;
  return { kind: 'instruct', message };
}
