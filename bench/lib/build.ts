import { existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { tempDir } from './db';
import { REPO_ROOT } from './report';

export interface ChunkModules {
  fileName: string;
  modules: { id: string; length: number; code: string }[];
}

/** Records which modules each chunk holds (rolldown's RenderedModule) during a build. */
export function moduleRecorder(into: ChunkModules[]): Plugin {
  return {
    name: 'bench-module-recorder',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        into.push({
          fileName: output.fileName,
          modules: Object.entries(output.modules).map(([id, module]) => ({
            id,
            length: module.renderedLength,
            code: module.code ?? '',
          })),
        });
      }
    },
  };
}

/**
 * Builds the PWA with the project's vite.config.ts into `outDir` (never the shared dist/), quietly.
 *
 * `outDir` must be named `dist`: vite.config.ts resolves its own OUT_DIR (and the .vite/manifest.json
 * its precache filter reads) as `dist` under the working directory, so the build runs with its
 * parent as the working directory — otherwise the precache list of a temp build would be filtered
 * by the manifest of whatever build sits in the repository's dist/ (or fail when there is none).
 */
export async function buildPwa(outDir: string, plugins: Plugin[] = []): Promise<void> {
  if (basename(outDir) !== 'dist') throw new Error(`buildPwa needs an outDir named dist, not ${outDir}`);
  const { build } = await import('vite');
  const previous = process.cwd();
  mkdirSync(dirname(outDir), { recursive: true });
  process.chdir(dirname(outDir));
  try {
    await build({
      configFile: join(REPO_ROOT, 'vite.config.ts'),
      root: join(REPO_ROOT, 'pwa'),
      logLevel: 'error',
      plugins,
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    process.chdir(previous);
  }
}

/**
 * A build of the PWA to serve in the browser benches: BENCH_DIST_DIR when run-all already made one,
 * otherwise a fresh build in a temp dir (removed when the bench ends).
 */
export async function ensurePwaBuild(): Promise<string> {
  const given = process.env.BENCH_DIST_DIR;
  if (given && existsSync(join(given, 'index.html'))) return given;
  const outDir = join(tempDir('pwa-build'), 'dist');
  await buildPwa(outDir);
  return outDir;
}

/** A React 19 hello world built by the same Vite with @vitejs/plugin-react. */
export async function buildHelloWorld(outDir: string): Promise<void> {
  const root = tempDir('hello');
  mkdirSync(join(root, 'src'));
  // Resolves react, react-dom and the plugin's runtime from the project's own node_modules.
  symlinkSync(join(REPO_ROOT, 'node_modules'), join(root, 'node_modules'), 'dir');
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html>\n<html lang="en"><head><meta charset="UTF-8" /><title>Hello</title></head>' +
      '<body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>\n',
  );
  writeFileSync(
    join(root, 'src', 'main.jsx'),
    [
      "import { StrictMode } from 'react';",
      "import { createRoot } from 'react-dom/client';",
      "createRoot(document.getElementById('root')).render(<StrictMode><h1>Hello, world</h1></StrictMode>);",
      '',
    ].join('\n'),
  );
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  await build({
    configFile: false,
    root,
    logLevel: 'error',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
}
