import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const API_TARGET = 'http://localhost:8787';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * The files the app can load without ever drawing a diagram: everything reachable from the entry
 * through static and dynamic imports, except through the mermaid diagram chunk. Mermaid and its
 * many diagram chunks stay out of the precache and are cached at run time on first use.
 */
function filesWithoutMermaid(outDir: string): Set<string> {
  const manifest = JSON.parse(readFileSync(resolve(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const keep = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || keep.has(chunk.file) || key.includes('mermaid-diagram')) return;
    keep.add(chunk.file);
    chunk.css?.forEach((file) => keep.add(file));
    [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])].forEach(visit);
  };
  visit('index.html');
  return keep;
}

/** The output folder of the build under way, whatever --outDir said. */
let resolvedOutDir = resolve('dist');

export default defineConfig({
  root: 'pwa',
  publicDir: 'public',
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
  },
  server: { proxy: { '/api': API_TARGET } },
  plugins: [
    {
      name: 'playcaller:remember-out-dir',
      configResolved(config) {
        resolvedOutDir = resolve(config.root, config.build.outDir);
      },
    },
    react(),
    tailwindcss(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      injectManifest: {
        // Icons and the web manifest are added by the plugin itself.
        globPatterns: ['**/*.{js,css,html,svg,ico}'],
        globIgnores: ['.vite/**'],
        maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
        manifestTransforms: [
          (entries) => {
            const appFiles = filesWithoutMermaid(resolvedOutDir);
            const manifest = entries.filter((entry) => !entry.url.startsWith('assets/') || appFiles.has(entry.url));
            return { manifest, warnings: [] };
          },
        ],
      },
      manifest: {
        name: 'Playcaller — AI Sports Coach',
        short_name: 'Playcaller',
        description: 'Chat with an AI coach about tactics, strategy, quizzes and training in six sports.',
        theme_color: '#09090b',
        background_color: '#09090b',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
  ],
});
