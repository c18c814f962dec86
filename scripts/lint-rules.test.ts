import { ESLint } from 'eslint';
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The rules are proven on real files in the real folders, since both resolve imports on disk and
// the zones are drawn by path. Every probe has a unique name and is removed afterwards.
const ROOT = join(import.meta.dirname, '..');
const PROBE = `lint-probe-${randomUUID().slice(0, 8)}`;
const FEATURE_A = `pwa/src/features/${PROBE}-a`;
const FEATURE_B = `pwa/src/features/${PROBE}-b`;

const PROBES: Record<string, string> = {
  [`${FEATURE_A}/uses-other-feature.ts`]: `import { other } from '../${PROBE}-b/other';\nexport const uses = other;\n`,
  [`${FEATURE_A}/uses-ui.ts`]: `import { Button } from '../../ui/button';\nexport const uses = Button;\n`,
  [`${FEATURE_A}/uses-shell.ts`]: `import { ROUTES } from '../../shell/nav-links';\nexport const uses = ROUTES;\n`,
  [`${FEATURE_A}/cycle-one.ts`]: `import { two } from './cycle-two';\nexport const one = () => two;\n`,
  [`${FEATURE_A}/cycle-two.ts`]: `import { one } from './cycle-one';\nexport const two = () => one;\n`,
  [`${FEATURE_B}/other.ts`]: `export const other = 1;\n`,
  [`shared/${PROBE}.ts`]: `import { ROUTES } from '../pwa/src/paths';\nexport const uses = ROUTES;\n`,
  [`edge-api/${PROBE}.ts`]: `import { ROUTES } from '../pwa/src/paths';\nexport const uses = ROUTES;\n`,
  [`shared/${PROBE}-node.ts`]: `import { readFileSync } from 'node:fs';\nexport const uses = readFileSync;\n`,
  [`shared/${PROBE}-pure.ts`]: `import { z } from 'zod';\nimport { SPORTS } from './constants';\nexport const uses = z.enum(SPORTS);\n`,
};

let layeringErrors: Map<string, string[]>;

beforeAll(async () => {
  for (const [path, source] of Object.entries(PROBES)) {
    mkdirSync(dirname(join(ROOT, path)), { recursive: true });
    writeFileSync(join(ROOT, path), source);
  }
  // Built after the probes exist: the config lists the feature folders when it loads.
  const eslint = new ESLint({ cwd: ROOT });
  const results = await eslint.lintFiles(Object.keys(PROBES));
  layeringErrors = new Map(
    results.map((result) => [
      relative(ROOT, result.filePath),
      result.messages
        .filter((message) => message.ruleId?.startsWith('import-x/') || message.ruleId === 'no-restricted-imports')
        .map((message) => message.ruleId!),
    ]),
  );
}, 120_000);

afterAll(() => {
  for (const path of [
    FEATURE_A,
    FEATURE_B,
    `shared/${PROBE}.ts`,
    `shared/${PROBE}-node.ts`,
    `shared/${PROBE}-pure.ts`,
    `edge-api/${PROBE}.ts`,
  ]) {
    rmSync(join(ROOT, path), { recursive: true, force: true });
  }
});

const errorsIn = (path: string) => layeringErrors.get(path) ?? [];

describe('the layering lint rules', () => {
  it('report a feature folder importing another feature folder', () => {
    expect(errorsIn(`${FEATURE_A}/uses-other-feature.ts`)).toEqual(['import-x/no-restricted-paths']);
  });

  it('report a feature importing the shell', () => {
    expect(errorsIn(`${FEATURE_A}/uses-shell.ts`)).toEqual(['import-x/no-restricted-paths']);
  });

  it('report both sides of an import cycle', () => {
    expect(errorsIn(`${FEATURE_A}/cycle-one.ts`)).toEqual(['import-x/no-cycle']);
    expect(errorsIn(`${FEATURE_A}/cycle-two.ts`)).toEqual(['import-x/no-cycle']);
  });

  it('report shared/ or the server importing browser code', () => {
    expect(errorsIn(`shared/${PROBE}.ts`)).toEqual(['import-x/no-restricted-paths']);
    expect(errorsIn(`edge-api/${PROBE}.ts`)).toEqual(['import-x/no-restricted-paths']);
  });

  it('keep shared/ to zod and its own modules, so the engines run in the browser too', () => {
    expect(errorsIn(`shared/${PROBE}-node.ts`)).toEqual(['no-restricted-imports']);
    expect(layeringErrors.has(`shared/${PROBE}-pure.ts`)).toBe(true);
    expect(errorsIn(`shared/${PROBE}-pure.ts`)).toEqual([]);
  });

  it('let a feature import the shared ui pieces', () => {
    expect(layeringErrors.has(`${FEATURE_A}/uses-ui.ts`)).toBe(true);
    expect(errorsIn(`${FEATURE_A}/uses-ui.ts`)).toEqual([]);
  });
});
