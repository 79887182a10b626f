import { BadRequestException, HttpException, HttpStatus, NestInterceptor, Type } from '@nestjs/common';
import { fieldError } from '../../common/http/field-error';
import { memoryMultipart, MultipartFormInterceptor, type MultipartHandler } from '../../common/http/multipart-form';
import { IMAGE_MAX_BYTES, IMAGE_MESSAGES } from './image-rules';

/** Text fields of the forms are short; the limits keep multer from buffering anything else. */
const FORM_LIMITS = { fileSize: IMAGE_MAX_BYTES, fields: 40, fieldSize: 64 * 1024 };

/**
 * Multer's errors in Czech: an oversized file is a 400 'Obrázek může mít nejvýše 5 MB' (not
 * multer's 413 'File too large'), a file beyond the allowed count the caller's message, anything
 * else malformed a generic 400. Nothing reaches the user in English, nothing is a 500.
 */
function czechUploadError(error: unknown, field: string, tooMany: string): unknown {
  if (!(error instanceof HttpException)) return error;
  const message = String((error.getResponse() as { message?: unknown }).message ?? error.message);
  if (error.getStatus() === HttpStatus.PAYLOAD_TOO_LARGE) return fieldError(field, IMAGE_MESSAGES.tooLarge);
  if (message.startsWith('Too many files') || message === `Unexpected file field - ${field}` || message === `Unexpected field - ${field}`) {
    return fieldError(field, tooMany);
  }
  if (/^Unexpected (file )?field/.test(message)) {
    const other = message.split(' - ')[1];
    return new BadRequestException(other ? `Neočekávaný soubor v poli „${other}“` : 'Neočekávaný soubor');
  }
  if (error.getStatus() === HttpStatus.BAD_REQUEST) return new BadRequestException('Formulář se nepodařilo zpracovat');
  return error;
}

/**
 * Receives a multipart form with up to `maxCount` images in `field` (in memory, 5 MB each), or
 * with one image when maxCount is 1 (request.file). Bind it after the guards: Nest runs guards
 * first, so visitors and non-providers are refused before any upload is read.
 */
export function ImageUploadInterceptor(field: string, maxCount: number, tooMany: string): Type<NestInterceptor> {
  const upload = memoryMultipart({ ...FORM_LIMITS, files: maxCount });
  const handler = (maxCount === 1 ? upload.single(field) : upload.array(field, maxCount)) as unknown as MultipartHandler;

  return MultipartFormInterceptor(handler, (error) => czechUploadError(error, field, tooMany));
}
