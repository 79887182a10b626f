import type Sharp from 'sharp';

/** sharp and its libvips (~20 MB of memory) are loaded with the first image handled, not at the app's start. */
export const loadSharp = (): typeof Sharp => require('sharp') as typeof Sharp;
