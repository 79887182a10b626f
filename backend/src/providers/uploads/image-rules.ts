import type { Metadata } from 'sharp';
import { loadSharp } from '../../common/images/load-sharp';
import { fieldError } from '../../common/http/field-error';

/** The upload limit of every image (spec: 'max 5 MB'), enforced by multer while receiving. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/**
 * Larger pictures are refused before decoding (a small file may decode into a huge bitmap). 25 MP
 * takes a 24 MP camera's photo (6000 × 4000, 6048 × 4024) and bounds one decode to about 100 MB.
 */
export const IMAGE_MAX_PIXELS = 25_000_000;
export const IMAGE_WEBP_QUALITY = 82;

export const IMAGE_MESSAGES = {
  format: 'Nahrajte obrázek ve formátu JPG, PNG nebo WebP',
  tooLarge: 'Obrázek může mít nejvýše 5 MB',
  tooManyPixels: 'Obrázek má příliš velké rozměry: nejvýše 25 megapixelů (např. 6000 × 4000 bodů). Zmenšete ho a nahrajte znovu.',
} as const;

/** The formats accepted, as sharp names them after reading the content (never the file name or type). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

/** What an image becomes: portfolio pictures fit in 1600 × 1600, profile photos are 400 × 400 crops. */
export type ImageKind = 'portfolio' | 'profile';

/**
 * Checks an uploaded image by its content and re-encodes it: rotated by its EXIF orientation,
 * resized for its kind, metadata stripped (sharp keeps none unless asked), WebP quality 82.
 * Anything that is not a readable JPG, PNG or WebP is a Czech 400 on `field`.
 */
export async function encodeImage(buffer: Buffer, kind: ImageKind, field: string): Promise<Buffer> {
  const sharp = loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(buffer, { limitInputPixels: false }).metadata();
  } catch {
    throw fieldError(field, IMAGE_MESSAGES.format);
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw fieldError(field, IMAGE_MESSAGES.format);
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > IMAGE_MAX_PIXELS) throw fieldError(field, IMAGE_MESSAGES.tooManyPixels);
  try {
    const pipeline = sharp(buffer, { limitInputPixels: IMAGE_MAX_PIXELS }).rotate();
    if (kind === 'portfolio') pipeline.resize(1600, 1600, { fit: 'inside', withoutEnlargement: true });
    else pipeline.resize(400, 400, { fit: 'cover' });
    return await pipeline.webp({ quality: IMAGE_WEBP_QUALITY }).toBuffer();
  } catch {
    // Truncated or corrupt data behind a valid header.
    throw fieldError(field, IMAGE_MESSAGES.format);
  }
}
