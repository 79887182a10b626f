import { randomBytes } from 'node:crypto';
import * as path from 'node:path';
import type { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import type { Metadata } from 'sharp';
import { loadSharp } from '../common/images/load-sharp';
import { fieldError } from '../common/http/field-error';
import { OBJECT_STORAGE, type ObjectStorage, PRIVATE_PREFIX } from '../storage/storage.api';
import { ATTACHMENTS_FIELD } from './attachment-upload.interceptor';
import { ATTACHMENT_FILE_NAME_MAX, ATTACHMENT_IMAGE_MAX_PIXELS, type AttachmentType, CONVERSATION_MESSAGES } from './conversation-rules';
import type { NewAttachment } from './conversations.repository';

export interface ReceivedFile {
  buffer: Buffer;
  originalname: string;
}

/** A checked file, ready to write: its type comes from its content. */
export interface CheckedFile {
  buffer: Buffer;
  fileName: string;
  contentType: AttachmentType;
}

const EXTENSIONS: Record<AttachmentType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};
const SHARP_FORMATS: Partial<Record<AttachmentType, 'jpeg' | 'png' | 'webp'>> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' };

const STORAGE_KEY = /^[0-9a-f]{32}$/;

/** The type by the file's first bytes (magic numbers), never by its name or the browser's claim. */
export function sniffType(buffer: Buffer): AttachmentType | null {
  if (buffer.length >= 5 && buffer.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) return 'image/jpeg';
  if (buffer.length >= 8 && buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (
    buffer.length >= 12 &&
    buffer.subarray(0, 4).toString('latin1') === 'RIFF' &&
    buffer.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
}

/**
 * The name shown and offered on download: the sender's base name without control characters or
 * path parts, at most 200 characters, its extension the one of the detected type (a PNG sent as
 * "cenik.pdf" is "cenik.png").
 */
export function attachmentFileName(original: string, type: AttachmentType): string {
  const base = path.basename(original.replace(/\\/g, '/'));
  // Multer hands over the name's UTF-8 bytes read as latin1.
  const decoded = Buffer.from(base, 'latin1').toString('utf8');
  const name = (decoded.includes('\uFFFD') ? base : decoded)
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f"<>|:*?\\/]/g, '')
    .trim();
  const stem = name.replace(/\.[A-Za-z0-9]{1,5}$/, '').trim() || 'priloha';
  const extension = `.${EXTENSIONS[type]}`;
  return `${stem.slice(0, ATTACHMENT_FILE_NAME_MAX - extension.length)}${extension}`;
}

/** `Content-Disposition: attachment` with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * An image attachment without what its camera or editor wrote into it (EXIF with the camera, the
 * author and the GPS position, XMP, IPTC, comments, PNG text chunks, ICC profiles): decoded and
 * encoded again in its own format, as the portfolio's uploads are (providers/uploads/image-rules.ts:
 * sharp keeps no metadata unless asked), turned upright by its EXIF orientation first so that it
 * shows as before. Same size in pixels; JPEG and WebP at quality 90, PNG lossless. A file that is
 * not the format its first bytes claim, is truncated, or decodes into more than
 * ATTACHMENT_IMAGE_MAX_PIXELS is a Czech 400 on `files`.
 */
export async function stripImageMetadata(buffer: Buffer, format: 'jpeg' | 'png' | 'webp'): Promise<Buffer> {
  const sharp = loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(buffer, { limitInputPixels: false }).metadata();
  } catch {
    throw fieldError(ATTACHMENTS_FIELD, CONVERSATION_MESSAGES.fileType);
  }
  if (metadata.format !== format) throw fieldError(ATTACHMENTS_FIELD, CONVERSATION_MESSAGES.fileType);
  // Refused before decoding: a small file may decode into a huge bitmap.
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > ATTACHMENT_IMAGE_MAX_PIXELS) {
    throw fieldError(ATTACHMENTS_FIELD, CONVERSATION_MESSAGES.imageTooLarge);
  }
  try {
    const image = sharp(buffer, { limitInputPixels: ATTACHMENT_IMAGE_MAX_PIXELS }).rotate();
    if (format === 'jpeg') return await image.jpeg({ quality: 90 }).toBuffer();
    if (format === 'png') return await image.png().toBuffer();
    return await image.webp({ quality: 90 }).toBuffer();
  } catch {
    // Truncated or corrupt data behind a valid header.
    throw fieldError(ATTACHMENTS_FIELD, CONVERSATION_MESSAGES.fileType);
  }
}

/**
 * Message attachments as private objects `attachments/<first two characters>/<random key>`
 * (ObjectStorage: ATTACHMENTS_DIR or the bucket), never under `uploads/`: served to the two sides
 * through the API only. Callers check every file first, write, then commit their rows; on a failed
 * transaction they remove what they wrote, and after a deletion the objects the rows named.
 */
@Injectable()
export class AttachmentStorageService {
  constructor(@Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage) {}

  /**
   * Checks each file by its content: a PDF (kept byte for byte), or a JPEG, PNG or WebP that sharp
   * can read, re-encoded without its metadata (stripImageMetadata); a Czech 400 on `files` for the
   * first other. One image at a time (one bitmap in memory); nothing is written.
   */
  async check(files: readonly ReceivedFile[]): Promise<CheckedFile[]> {
    const checked: CheckedFile[] = [];
    for (const file of files) {
      const type = sniffType(file.buffer);
      if (!type) throw fieldError(ATTACHMENTS_FIELD, CONVERSATION_MESSAGES.fileType);
      const format = SHARP_FORMATS[type];
      const buffer = format ? await stripImageMetadata(file.buffer, format) : file.buffer;
      checked.push({ buffer, contentType: type, fileName: attachmentFileName(file.originalname, type) });
    }
    return checked;
  }

  /** Writes checked files under random keys; on a failure removes those already written. */
  async write(files: readonly CheckedFile[]): Promise<NewAttachment[]> {
    const written: NewAttachment[] = [];
    try {
      for (const file of files) {
        const storageKey = randomBytes(16).toString('hex');
        await this.storage.put(this.keyOf(storageKey)!, file.buffer, file.contentType, { ifAbsent: true });
        written.push({ storageKey, fileName: file.fileName, contentType: file.contentType, sizeBytes: file.buffer.length });
      }
    } catch (error) {
      await this.remove(written.map((file) => file.storageKey));
      throw error;
    }
    return written;
  }

  /** A stored file's stream, or null when it is missing. */
  async open(storageKey: string): Promise<Readable | null> {
    const key = this.keyOf(storageKey);
    return key ? this.storage.get(key) : null;
  }

  /** Deletes stored files by their rows' keys, best effort: a missing one is fine. */
  async remove(storageKeys: readonly string[]): Promise<void> {
    const keys = storageKeys.map((storageKey) => this.keyOf(storageKey)).filter((key): key is string => key !== null);
    if (keys.length > 0) await this.storage.delete(keys);
  }

  /** The object of a row's key we made (`attachments/ab/ab…`), or null for anything else. */
  keyOf(storageKey: string): string | null {
    return STORAGE_KEY.test(storageKey) ? `${PRIVATE_PREFIX}${storageKey.slice(0, 2)}/${storageKey}` : null;
  }

  /** A row's key from its object's key, or null for an object that is not one of ours. */
  storageKeyOf(objectKey: string): string | null {
    const storageKey = objectKey.slice(objectKey.lastIndexOf('/') + 1);
    return this.keyOf(storageKey) === objectKey ? storageKey : null;
  }
}
