// Bench 1 — initial JS of `/` gzipped against a React 19 hello world built by the same Vite in the
// same run, and no mermaid code in the initial chunk graph.
//
// Initial graph: index.html's module script and modulepreload links plus their static imports,
// transitively (scripts/check-budgets.ts, shared with the budget check); each file gzipped alone at
// level 9. Mermaid check, two ways: (a) no initial file contains MERMAID_MARKERS (identifiers that
// only mermaid's core and diagram code carry: mermaidAPI, 'flowchart-v2', 'sequenceDiagram',
// 'classDiagram', @mermaid-js/parser); (b) no module of the mermaid or @mermaid-js packages, nor
// pwa/src/ui/markdown/mermaid-diagram.tsx, was rendered into an initial chunk (from the
// bundler's own module list, recorded during the build).
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { checkBudgets, gzipBytes, initialGraph, mermaidMarkersIn } from '../scripts/check-budgets';
import { buildHelloWorld, buildPwa, moduleRecorder, type ChunkModules } from './lib/build';
import { tempDir } from './lib/db';
import { exitWith, isMain, kb, ratio, REPO_ROOT, runBench } from './lib/report';
import { readFileSync } from 'node:fs';

const MERMAID_MODULE = /node_modules\/(mermaid|@mermaid-js)\/|pwa\/src\/features\/chat\/mermaid-diagram\.tsx/;

/** node_modules package of a module id, or its path in the repository. */
function ownerOf(id: string): string {
  const clean = id.replace(/^\0/, '').split('?')[0]!;
  const match = [...clean.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)].pop();
  if (match) return match[1]!;
  return clean.startsWith(REPO_ROOT) ? relative(REPO_ROOT, clean) : clean;
}

function initialSize(distDir: string) {
  const graph = initialGraph(distDir);
  const files = graph.js.map((file) => {
    const data = readFileSync(join(distDir, file));
    return { file, bytes: data.length, gzip: gzipBytes(data) };
  });
  return { files, gzip: files.reduce((sum, f) => sum + f.gzip, 0), raw: files.reduce((sum, f) => sum + f.bytes, 0) };
}

export async function bundleSize() {
  return runBench('bundle-size', 'Initial JS of / vs a React 19 hello world', async () => {
    const appDir = process.env.BENCH_DIST_DIR ?? join(tempDir('pwa-build'), 'dist');
    const helloDir = join(tempDir('hello-build'), 'dist');
    const chunks: ChunkModules[] = [];
    const started = performance.now();
    await buildPwa(appDir, [moduleRecorder(chunks)]);
    const appBuildMs = performance.now() - started;
    await buildHelloWorld(helloDir);
    const app = initialSize(appDir);
    const hello = initialSize(helloDir);
    const factor = app.gzip / hello.gzip;

    // (a) markers in the initial files
    const markerHits = app.files
      .map((f) => ({ file: f.file, markers: mermaidMarkersIn(readFileSync(join(appDir, f.file), 'utf8')) }))
      .filter((hit) => hit.markers.length);
    // (b) the bundler's module list of the initial chunks
    const initialChunks = chunks.filter((chunk) => app.files.some((f) => f.file === chunk.fileName));
    const mermaidModules = initialChunks.flatMap((chunk) =>
      chunk.modules.filter((m) => MERMAID_MODULE.test(m.id)).map((m) => m.id),
    );

    // What fills the initial chunks, by package (or app file), rendered bytes and gzip of that code alone.
    const owners = new Map<string, { raw: number; code: string[] }>();
    for (const chunk of initialChunks) {
      for (const module of chunk.modules) {
        const owner = ownerOf(module.id);
        const entry = owners.get(owner) ?? { raw: 0, code: [] };
        entry.raw += module.length;
        entry.code.push(module.code);
        owners.set(owner, entry);
      }
    }
    const renderedTotal = [...owners.values()].reduce((sum, entry) => sum + entry.raw, 0);
    const breakdown = [...owners.entries()]
      .map(([owner, entry]) => ({
        owner,
        raw: entry.raw,
        share: entry.raw / renderedTotal,
        // The initial gzip apportioned by rendered (pre-minification) length: an estimate.
        gzipEstimate: Math.round((app.gzip * entry.raw) / renderedTotal),
        gzipAlone: gzipSync(entry.code.join('\n'), { level: 9 }).length,
      }))
      .sort((a, b) => b.raw - a.raw);
    const appCode = breakdown.filter((b) => /^(pwa|shared)\//.test(b.owner));
    const budgets = checkBudgets(appDir);
    const top = breakdown
      .slice(0, 12)
      .map((b) => `${b.owner} ${(b.share * 100).toFixed(1)}% ≈ ${kb(b.gzipEstimate)} gz`);
    const topApp = appCode.slice(0, 8).map((b) => `${b.owner} ${kb(b.raw)}`);
    return {
      rows: [
        {
          figure: 'initial JS of / (gzip)',
          measured: `${kb(app.gzip)} in ${app.files.length} files`,
          target: '—',
          holds: null,
        },
        {
          figure: 'React 19 hello world (gzip)',
          measured: `${kb(hello.gzip)} in ${hello.files.length} files`,
          target: '—',
          holds: null,
        },
        { figure: 'initial JS / hello world', measured: ratio(factor), target: '≤ 2.3×', holds: factor <= 2.3 },
        {
          figure: 'mermaid code in the initial graph',
          measured:
            markerHits.length || mermaidModules.length
              ? `${markerHits.length} files with markers, ${mermaidModules.length} modules`
              : 'none',
          target: 'none',
          holds: markerHits.length === 0 && mermaidModules.length === 0,
        },
        ...budgets.rows.map((row) => ({
          figure: `budget: ${row.figure}`,
          measured: row.measured,
          target: row.budget,
          holds: row.ok,
        })),
      ],
      details: {
        app: { ...app, buildMs: Math.round(appBuildMs) },
        hello,
        factor,
        markerHits,
        mermaidModules,
        initialModuleBreakdown: breakdown.slice(0, 40),
        appCodeInInitial: appCode.slice(0, 40),
        budgets: { ...budgets, precache: undefined },
        distDir: process.env.BENCH_DIST_DIR ? appDir : undefined,
      },
      notes: [
        `initial chunks by owner (share of rendered bytes ≈ share of the gzip): ${top.join('; ')}`,
        `largest app files in the initial chunks (rendered): ${topApp.join('; ')}`,
      ],
    };
  });
}

if (isMain(import.meta.url)) exitWith(await bundleSize());
