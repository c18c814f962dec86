import { describe, expect, it } from 'vitest';
import { CHROMIUM_INSTALL_COMMAND, DEFAULT_CHROMIUM_PATH, chromiumStep } from './chromium';

const debianRoot = { path: DEFAULT_CHROMIUM_PATH, present: false, root: true, apt: true };

describe('what npm test does about the browser', () => {
  it('does nothing when Chromium is already there, whoever runs it', () => {
    expect(chromiumStep({ ...debianRoot, present: true })).toEqual({ kind: 'ready' });
    expect(chromiumStep({ ...debianRoot, present: true, root: false, apt: false })).toEqual({ kind: 'ready' });
  });

  it("installs Debian's package when it is missing and the run is root on a machine with apt-get", () => {
    expect(chromiumStep(debianRoot)).toEqual({ kind: 'install', command: CHROMIUM_INSTALL_COMMAND });
    expect(CHROMIUM_INSTALL_COMMAND).toBe('apt-get update -qq && apt-get install -y -qq chromium');
  });

  it('prints the install command with sudo instead when the run is not root', () => {
    const step = chromiumStep({ ...debianRoot, root: false });
    expect(step).toEqual({
      kind: 'instruct',
      message:
        "No Chromium at /usr/bin/chromium: run `sudo sh -c 'apt-get update -qq && apt-get install -y -qq chromium'` " +
        'or set CHROMIUM_PATH to another Chromium; the tests never download a browser.',
    });
  });

  it('never runs apt-get on a machine without it', () => {
    expect(chromiumStep({ ...debianRoot, apt: false }).kind).toBe('instruct');
  });

  it('never installs over a CHROMIUM_PATH of the user’s own, even as root', () => {
    const step = chromiumStep({ ...debianRoot, path: '/opt/chromium/chrome' });
    expect(step).toEqual({
      kind: 'instruct',
      message:
        'No Chromium at CHROMIUM_PATH=/opt/chromium/chrome: point it at a Chromium binary, or unset it to use ' +
        "Debian's at /usr/bin/chromium; the tests never download a browser.",
    });
  });
});
