// Renders the PWA icons from their SVG sources: `npm run icons`. The PNGs are committed.
import { mkdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';

const SOURCE = 'pwa/icon-source';
const OUT = 'pwa/public/icons';

const targets = [
  { source: 'icon.svg', file: 'icon-192.png', size: 192 },
  { source: 'icon.svg', file: 'icon-512.png', size: 512 },
  // Maskable icons keep their mark inside the central 80% safe zone and fill the whole square.
  { source: 'icon-maskable.svg', file: 'icon-maskable-512.png', size: 512 },
];

mkdirSync(OUT, { recursive: true });
for (const target of targets) {
  const svg = readFileSync(`${SOURCE}/${target.source}`);
  await sharp(svg, { density: 300 }).resize(target.size, target.size).png().toFile(`${OUT}/${target.file}`);
  console.log(`${OUT}/${target.file}`);
}
