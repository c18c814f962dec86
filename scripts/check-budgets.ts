// Size budgets of a built PWA: `npx tsx scripts/check-budgets.ts [distDir]` (default dist/, which
// the caller builds first). Prints a table and exits 1 when a budget is exceeded.
//
// What is measured, from the files alone:
// - initial JS: the module script(s) and modulepreload links in dist/index.html, plus every chunk
//   they import statically (import … from "./x.js", export … from "./x.js"), transitively; each
//   file gzipped on its own (zlib level 9, as a precompressing host would serve it), summed.
// - initial CSS: the stylesheets linked from dist/index.html, gzipped the same way.
// - precache: the {url, revision} list that vite-plugin-pwa injected into dist/sw.js; each file's
//   size on disk.
// - mermaid chunks: a chunk is mermaid's when it carries one of MERMAID_MARKERS (identifiers only
//   mermaid's core and diagram code contain), or is reachable from such a chunk (static or dynamic
//   import) without being reachable from index.html's entry by a path that avoids those chunks —
//   i.e. it exists only for mermaid (katex, cytoscape, dagre, the diagram definitions…).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGETS = {
  // 129.9 kB measured (1.92× a 67.7 kB React 19 hello world) once the chat and the browser's
  // database load with the `/` route; a little room above it, well under 2.3× (156 kB).
  initialJsGzipBytes: 135_000,
  initialCssGzipBytes: 30_000,
  precacheFileBytes: 2 * 1024 * 1024,
};

/** Text that only mermaid's own code contains (its API object, diagram ids, parser package). */
export const MERMAID_MARKERS: RegExp[] = [
  /\bmermaidAPI\b/,
  /["'`]flowchart-v2["'`]/,
  /["'`]sequenceDiagram["'`]/,
  /["'`]classDiagram["'`]/,
  /@mermaid-js\/parser/,
];

export const gzipBytes = (data: Buffer | string) => gzipSync(data, { level: 9 }).length;

interface Tag {
  name: string;
  attrs: Record<string, string>;
}

function tagsOf(html: string): Tag[] {
  const tags: Tag[] = [];
  for (const match of html.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const attrs: Record<string, string> = {};
    for (const attr of match[2]!.matchAll(/([\w-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
      attrs[attr[1]!.toLowerCase()] = attr[2] ?? attr[3] ?? attr[4] ?? '';
    }
    tags.push({ name: match[1]!.toLowerCase(), attrs });
  }
  return tags;
}

/** dist-relative path (posix) of a URL found in index.html. */
const fromUrl = (url: string) => posix.normalize(url.replace(/^\//, '').split(/[?#]/)[0]!);

export interface ChunkEdges {
  staticImports: string[];
  dynamicImports: string[];
}

/** The chunks a JS file imports, as dist-relative paths of files that exist. */
export function edgesOf(distDir: string, file: string): ChunkEdges {
  const code = readFileSync(join(distDir, file), 'utf8');
  const here = posix.dirname(file);
  const resolveSpec = (spec: string) => posix.normalize(posix.join(here, spec));
  const keep = (paths: string[]) => [...new Set(paths)].filter((path) => existsSync(join(distDir, path)));
  const staticImports: string[] = [];
  const staticPatterns = [
    /(?:^|[;}\n])\s*import\s*(?:[\w$*{},\s]+?\s*from\s*)?["'`](\.{1,2}\/[^"'`\n]+)["'`]/g,
    /(?:^|[;}\n])\s*export\s*(?:\*(?:\s*as\s*[\w$]+)?|\{[^}]*\})\s*from\s*["'`](\.{1,2}\/[^"'`\n]+)["'`]/g,
  ];
  for (const pattern of staticPatterns)
    for (const match of code.matchAll(pattern)) staticImports.push(resolveSpec(match[1]!));
  const dynamicImports = [...code.matchAll(/\bimport\(\s*["'`](\.{1,2}\/[^"'`\n]+)["'`]\s*\)/g)].map((m) =>
    resolveSpec(m[1]!),
  );
  return { staticImports: keep(staticImports), dynamicImports: keep(dynamicImports) };
}

export interface InitialGraph {
  /** index.html's module scripts and modulepreload links. */
  roots: string[];
  /** roots plus their static imports, transitively. */
  js: string[];
  css: string[];
}

export function initialGraph(distDir: string): InitialGraph {
  const tags = tagsOf(readFileSync(join(distDir, 'index.html'), 'utf8'));
  const roots: string[] = [];
  const css: string[] = [];
  for (const tag of tags) {
    if (tag.name === 'script' && tag.attrs.type === 'module' && tag.attrs.src) roots.push(fromUrl(tag.attrs.src));
    if (tag.name === 'link' && tag.attrs.rel === 'modulepreload' && tag.attrs.href) roots.push(fromUrl(tag.attrs.href));
    if (tag.name === 'link' && tag.attrs.rel === 'stylesheet' && tag.attrs.href) css.push(fromUrl(tag.attrs.href));
  }
  const js = new Set<string>();
  const queue = roots.filter((root) => existsSync(join(distDir, root)));
  while (queue.length) {
    const file = queue.shift()!;
    if (js.has(file)) continue;
    js.add(file);
    queue.push(...edgesOf(distDir, file).staticImports);
  }
  return { roots, js: [...js], css };
}

function jsFiles(distDir: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.m?js$/.test(entry) && entry !== 'sw.js' && !/^workbox-/.test(entry))
        out.push(relative(distDir, path).split('\\').join('/'));
    }
  };
  walk(distDir);
  return out;
}

export function mermaidMarkersIn(code: string): string[] {
  return MERMAID_MARKERS.filter((marker) => marker.test(code)).map((marker) => marker.source);
}

/** Chunks that exist only for mermaid (see the header). */
export function mermaidChunks(distDir: string): Set<string> {
  const files = jsFiles(distDir);
  const edges = new Map(files.map((file) => [file, edgesOf(distDir, file)]));
  const roots = new Set(files.filter((file) => mermaidMarkersIn(readFileSync(join(distDir, file), 'utf8')).length > 0));
  const reach = (starts: string[], avoid: Set<string>) => {
    const seen = new Set<string>();
    const queue = starts.filter((start) => !avoid.has(start));
    while (queue.length) {
      const file = queue.shift()!;
      if (seen.has(file)) continue;
      seen.add(file);
      const next = edges.get(file);
      if (next) queue.push(...[...next.staticImports, ...next.dynamicImports].filter((path) => !avoid.has(path)));
    }
    return seen;
  };
  const app = reach(initialGraph(distDir).roots, roots);
  const mermaid = reach([...roots], new Set());
  return new Set([...mermaid].filter((file) => !app.has(file) || roots.has(file)));
}

export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/** The manifest vite-plugin-pwa injected into sw.js: an array of {revision, url} objects. */
export function precacheEntries(distDir: string): PrecacheEntry[] {
  const sw = readFileSync(join(distDir, 'sw.js'), 'utf8');
  const entries = new Map<string, PrecacheEntry>();
  for (const match of sw.matchAll(/\{\s*"?revision"?\s*:\s*(null|"[^"]*")\s*,\s*"?url"?\s*:\s*"([^"]+)"\s*\}/g)) {
    entries.set(match[2]!, { url: match[2]!, revision: match[1] === 'null' ? null : JSON.parse(match[1]!) });
  }
  for (const match of sw.matchAll(/\{\s*"?url"?\s*:\s*"([^"]+)"\s*,\s*"?revision"?\s*:\s*(null|"[^"]*")\s*\}/g)) {
    entries.set(match[1]!, { url: match[1]!, revision: match[2] === 'null' ? null : JSON.parse(match[2]!) });
  }
  return [...entries.values()];
}

export interface BudgetRow {
  figure: string;
  measured: string;
  budget: string;
  ok: boolean;
}

export interface BudgetReport {
  rows: BudgetRow[];
  ok: boolean;
  initialJs: { file: string; bytes: number; gzip: number }[];
  initialJsGzip: number;
  initialCssGzip: number;
  precache: { url: string; bytes: number }[];
  mermaidInInitial: { file: string; markers: string[] }[];
  mermaidInPrecache: string[];
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export function checkBudgets(distDir: string): BudgetReport {
  const graph = initialGraph(distDir);
  const initialJs = graph.js.map((file) => {
    const data = readFileSync(join(distDir, file));
    return { file, bytes: data.length, gzip: gzipBytes(data) };
  });
  const initialJsGzip = initialJs.reduce((sum, file) => sum + file.gzip, 0);
  const initialCssGzip = graph.css.reduce((sum, file) => sum + gzipBytes(readFileSync(join(distDir, file))), 0);
  const precache = precacheEntries(distDir).map((entry) => {
    const path = join(distDir, entry.url);
    return { url: entry.url, bytes: existsSync(path) ? statSync(path).size : -1 };
  });
  const oversized = precache.filter((entry) => entry.bytes > BUDGETS.precacheFileBytes);
  const mermaid = mermaidChunks(distDir);
  const mermaidInInitial = graph.js
    .map((file) => ({ file, markers: mermaidMarkersIn(readFileSync(join(distDir, file), 'utf8')) }))
    .filter((entry) => entry.markers.length > 0 || mermaid.has(entry.file));
  const mermaidInPrecache = precache.map((entry) => entry.url).filter((url) => mermaid.has(url));
  const largest = [...precache].sort((a, b) => b.bytes - a.bytes)[0];
  const rows: BudgetRow[] = [
    {
      figure: `initial JS gzipped (${graph.js.length} files)`,
      measured: kB(initialJsGzip),
      budget: `≤ ${kB(BUDGETS.initialJsGzipBytes)}`,
      ok: initialJsGzip <= BUDGETS.initialJsGzipBytes,
    },
    {
      figure: `initial CSS gzipped (${graph.css.length} files)`,
      measured: kB(initialCssGzip),
      budget: `≤ ${kB(BUDGETS.initialCssGzipBytes)}`,
      ok: initialCssGzip <= BUDGETS.initialCssGzipBytes,
    },
    {
      figure: `largest precached file (${precache.length} entries)`,
      measured: largest ? `${(largest.bytes / 1024 / 1024).toFixed(2)} MiB ${largest.url}` : 'none',
      budget: '≤ 2.00 MiB each',
      ok: oversized.length === 0,
    },
    {
      figure: 'mermaid chunks in the initial graph',
      measured: mermaidInInitial.length ? mermaidInInitial.map((entry) => entry.file).join(', ') : 'none',
      budget: 'none',
      ok: mermaidInInitial.length === 0,
    },
    {
      figure: `mermaid chunks precached (of ${mermaid.size} mermaid chunks)`,
      measured: mermaidInPrecache.length
        ? `${mermaidInPrecache.length}: ${kB(mermaidInPrecache.reduce((sum, url) => sum + statSync(join(distDir, url)).size, 0))} raw`
        : 'none',
      budget: 'none',
      ok: mermaidInPrecache.length === 0,
    },
  ];
  return {
    rows,
    ok: rows.every((row) => row.ok),
    initialJs,
    initialJsGzip,
    initialCssGzip,
    precache,
    mermaidInInitial,
    mermaidInPrecache,
  };
}

function printTable(rows: BudgetRow[]) {
  const cells = rows.map((row) => [row.figure, row.measured, row.budget, row.ok ? 'yes' : 'NO']);
  const header = ['budget', 'measured', 'limit', 'within'];
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((line) => line[column]!.length)));
  const line = (values: string[]) => values.map((value, column) => value.padEnd(widths[column]!)).join(' | ');
  console.log([line(header), widths.map((width) => '-'.repeat(width)).join('-|-'), ...cells.map(line)].join('\n'));
}

function main() {
  const distDir = resolve(process.argv[2] ?? 'dist');
  for (const required of ['index.html', 'sw.js']) {
    if (!existsSync(join(distDir, required))) {
      console.error(`${join(distDir, required)} is missing: build the PWA first (npm run build).`);
      process.exit(2);
    }
  }
  const report = checkBudgets(distDir);
  console.log(`Budgets of ${relative(process.cwd(), distDir) || '.'}:`);
  printTable(report.rows);
  console.log('\ninitial JS files:');
  for (const file of [...report.initialJs].sort((a, b) => b.gzip - a.gzip))
    console.log(`  ${kB(file.gzip).padStart(9)} gz  ${kB(file.bytes).padStart(9)} raw  ${file.file}`);
  if (report.mermaidInPrecache.length)
    console.log(`\nmermaid chunks in the precache: ${report.mermaidInPrecache.join(', ')}`);
  if (!report.ok) {
    console.error('\nA budget is exceeded.');
    process.exit(1);
  }
}

if (
  process.argv[1] &&
  resolve(process.argv[1]) === resolve(dirname(new URL(import.meta.url).pathname), 'check-budgets.ts')
)
  main();
