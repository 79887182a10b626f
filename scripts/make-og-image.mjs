#!/usr/bin/env node
// Draws frontend/public/og-image.png (1200×630, the default social preview). Rerun: node scripts/make-og-image.mjs
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const OUT = fileURLToPath(new URL('../frontend/public/og-image.png', import.meta.url));
// Brand colours of frontend/src/shared/antd/theme.ts; the heart is the favicon's.
const PRIMARY = '#9d2452';
const PRIMARY_DARK = '#7a1c40';
const PRIMARY_SOFT = '#fbeff3';
const HEART = 'M16 25s-8-4.9-8-10.5A4.5 4.5 0 0 1 16 12a4.5 4.5 0 0 1 8 2.5C24 20.1 16 25 16 25z';
// The heart spans x 8–24, y 12–25 of the favicon's 32×32 box: place it by its top-left corner.
const heart = (x, y, size, attributes) =>
  `<path d="${HEART}" transform="translate(${x} ${y}) scale(${size / 16}) translate(-8 -12)" ${attributes}/>`;

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="${PRIMARY}"/>
  ${heart(760, 150, 560, 'fill="#ffffff" fill-opacity="0.07"')}
  <rect y="540" width="1200" height="90" fill="${PRIMARY_DARK}"/>
  <g font-family="DejaVu Sans" fill="#ffffff">
    ${heart(96, 118, 118, 'fill="#ffffff"')}
    <text x="246" y="222" font-size="140" font-weight="bold">Svatby</text>
    <text x="96" y="360" font-size="54" font-weight="bold">Svatební služby na jednom místě</text>
    <text x="96" y="440" font-size="32" fill="${PRIMARY_SOFT}">Fotografové, catering, hudba, květiny a další dodavatelé</text>
    <text x="96" y="597" font-size="28" fill="${PRIMARY_SOFT}">Poptávka zdarma · ověření dodavatelé z celé ČR</text>
  </g>
</svg>`;

const info = await sharp(Buffer.from(svg)).png({ palette: true, colours: 64, compressionLevel: 9 }).toFile(OUT);
console.log(`${OUT}: ${info.width}×${info.height}, ${info.size} bytes`);
