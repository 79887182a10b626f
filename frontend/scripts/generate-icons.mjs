/**
 * The installable app's icons (frontend/public/icons, named in the web app manifest, vite.config.ts): the brand's
 * heart of public/favicon.svg on its wine-red, drawn once from SVG with sharp and committed, so that the build needs
 * no image library. Run again after a change of the brand: `node frontend/scripts/generate-icons.mjs`.
 * sharp is the backend's dependency (hoisted to the root node_modules).
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');
const brand = '#9d2452';
// favicon.svg's heart, in its 32-unit box (its centre at 16, 18.5).
const heart = 'M16 25s-8-4.9-8-10.5A4.5 4.5 0 0 1 16 12a4.5 4.5 0 0 1 8 2.5C24 20.1 16 25 16 25z';

/**
 * The heart scaled by `scale` about the box's centre on a background: rounded ('any' icons, transparent corners) or
 * full-bleed (maskable and Apple icons, which the platform crops itself; the heart then keeps inside the central 80 %).
 */
function svg({ rounded, scale }) {
  const shape = rounded ? `<rect width="32" height="32" rx="7" fill="${brand}"/>` : `<rect width="32" height="32" fill="${brand}"/>`;
  const move = `translate(16 16) scale(${scale}) translate(-16 -18.5)`;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${shape}<path transform="${move}" d="${heart}" fill="#fff"/></svg>`);
}

const icons = [
  { file: 'icon-192.png', size: 192, rounded: true, scale: 1.25 },
  { file: 'icon-512.png', size: 512, rounded: true, scale: 1.25 },
  { file: 'icon-maskable-512.png', size: 512, rounded: false, scale: 1 },
  { file: 'apple-touch-icon.png', size: 180, rounded: false, scale: 1.1 },
];

mkdirSync(out, { recursive: true });
for (const { file, size, rounded, scale } of icons) {
  await sharp(svg({ rounded, scale }), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(join(out, file));
  console.log(`${file} ${size}×${size}`);
}
