import { createHash } from 'node:crypto';
import { loadSharp } from '../../common/images/load-sharp';

/**
 * The demo providers' portfolio pictures, drawn by code (no stock photos): an SVG of soft gradients,
 * out-of-focus light and a motif, rendered to a small WebP by sharp. The same key always draws the
 * same picture, so a re-seed writes identical files.
 */

export const DEMO_IMAGE_WIDTH = 720;
export const DEMO_IMAGE_HEIGHT = 540;
const DEMO_IMAGE_QUALITY = 70;

/** Wedding palettes: a light and a deep end of the background and an accent for the motif. */
const PALETTES: ReadonlyArray<readonly [string, string, string]> = [
  ['#fbe4ec', '#9d2452', '#ffffff'],
  ['#fdf1dc', '#c9822b', '#fffaf0'],
  ['#e6f0e4', '#3f6b47', '#fdfdf6'],
  ['#e5ecf7', '#35507d', '#ffffff'],
  ['#f4e8f6', '#6d3b7d', '#fff6fb'],
  ['#fcebe3', '#b4533a', '#fffaf5'],
];

/** Deterministic numbers in [0, 1) from a key (mulberry32 seeded by the key's hash). */
function randomFrom(key: string): () => number {
  let state = createHash('sha256').update(key).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Two interlaced rings, a bouquet of petals or an arch of lights: one motif per picture. */
function motif(kind: number, cx: number, cy: number, size: number, colour: string): string {
  if (kind === 0) {
    const r = size * 0.5;
    return `<g fill="none" stroke="${colour}" stroke-width="${round(size * 0.09)}" stroke-opacity="0.85">
      <circle cx="${round(cx - r * 0.55)}" cy="${round(cy)}" r="${round(r)}"/><circle cx="${round(cx + r * 0.55)}" cy="${round(cy)}" r="${round(r)}"/></g>`;
  }
  if (kind === 1) {
    const petals = Array.from({ length: 8 }, (_, i) => {
      const angle = (i * 360) / 8;
      return `<ellipse cx="${round(cx)}" cy="${round(cy - size * 0.42)}" rx="${round(size * 0.2)}" ry="${round(size * 0.42)}" transform="rotate(${angle} ${round(cx)} ${round(cy)})"/>`;
    }).join('');
    return `<g fill="${colour}" fill-opacity="0.55">${petals}<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(size * 0.18)}" fill-opacity="0.9"/></g>`;
  }
  const lights = Array.from({ length: 9 }, (_, i) => {
    const angle = Math.PI * (i / 8);
    const x = cx - Math.cos(angle) * size * 1.2;
    const y = cy - Math.sin(angle) * size * 0.9 + size * 0.5;
    return `<circle cx="${round(x)}" cy="${round(y)}" r="${round(size * 0.07)}"/>`;
  }).join('');
  return `<g fill="${colour}" fill-opacity="0.9">${lights}</g>`;
}

/** The SVG of the picture for `key`. */
export function demoImageSvg(key: string): string {
  const random = randomFrom(key);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const [light, deep, accent] = pick(PALETTES);
  const w = DEMO_IMAGE_WIDTH;
  const h = DEMO_IMAGE_HEIGHT;
  const angle = Math.floor(random() * 360);
  const bokeh = Array.from({ length: 14 }, () => {
    const r = 12 + random() * 70;
    return `<circle cx="${round(random() * w)}" cy="${round(random() * h)}" r="${round(r)}" fill="${accent}" fill-opacity="${round(0.08 + random() * 0.25)}"/>`;
  }).join('');
  const hill = `<path d="M0 ${round(h * (0.7 + random() * 0.1))} Q ${round(w * random())} ${round(h * (0.5 + random() * 0.15))} ${w} ${round(h * (0.68 + random() * 0.1))} L ${w} ${h} L 0 ${h} Z" fill="${deep}" fill-opacity="0.35"/>`;
  const size = 70 + random() * 50;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)">
      <stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${deep}"/>
    </linearGradient>
    <radialGradient id="glow" cx="${round(0.2 + random() * 0.6)}" cy="${round(0.2 + random() * 0.4)}" r="0.6">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <rect width="${w}" height="${h}" fill="url(#glow)"/>
  ${bokeh}
  ${hill}
  ${motif(Math.floor(random() * 3), w * (0.3 + random() * 0.4), h * (0.35 + random() * 0.2), size, accent)}
</svg>`;
}

/** The picture for `key` as a WebP (a few kB). */
export function renderDemoImage(key: string): Promise<Buffer> {
  // The fastest encoder effort: the seed draws fifty of these while the app starts, and they stay a few kB.
  return loadSharp()(Buffer.from(demoImageSvg(key))).webp({ quality: DEMO_IMAGE_QUALITY, effort: 1 }).toBuffer();
}
