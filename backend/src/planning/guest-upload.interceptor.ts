import { BadRequestException, HttpException, HttpStatus, NestInterceptor, Type } from '@nestjs/common';
import { memoryMultipart, MultipartFormInterceptor, type MultipartHandler } from '../common/http/multipart-form';
import { GUEST_CSV_MAX_BYTES, GUEST_MESSAGES } from './planning-rules';

export const GUEST_FILE_FIELD = 'file';

/** One file and nothing else worth buffering. */
const FORM_LIMITS = { fileSize: GUEST_CSV_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024 };

const fieldError = (message: string, status: number) =>
  new HttpException({ statusCode: status, message, errors: [{ field: GUEST_FILE_FIELD, message }] }, status);

/** Multer's errors in Czech: over 2 MB a 413 'Soubor může mít nejvýše 2 MB', a second file or another field's file a 400. */
function czechUploadError(error: unknown): unknown {
  if (!(error instanceof HttpException)) return error;
  const message = String((error.getResponse() as { message?: unknown }).message ?? error.message);
  if (error.getStatus() === HttpStatus.PAYLOAD_TOO_LARGE) return fieldError(GUEST_MESSAGES.fileTooLarge, HttpStatus.PAYLOAD_TOO_LARGE);
  if (message.startsWith('Too many files') || message === `Unexpected field - ${GUEST_FILE_FIELD}`) {
    return fieldError('Nahrajte jeden soubor CSV.', HttpStatus.BAD_REQUEST);
  }
  if (/^Unexpected (file )?field/.test(message)) {
    const other = message.split(' - ')[1];
    return new BadRequestException(other ? `Neočekávaný soubor v poli „${other}“` : 'Neočekávaný soubor');
  }
  if (error.getStatus() === HttpStatus.BAD_REQUEST) return new BadRequestException('Formulář se nepodařilo zpracovat');
  return error;
}

/** Reads the guest list's form: one CSV in `file`, in memory, at most 2 MB. Bound after the guards (members only get this far). */
export function GuestUploadInterceptor(): Type<NestInterceptor> {
  const handler = memoryMultipart(FORM_LIMITS).single(GUEST_FILE_FIELD) as unknown as MultipartHandler;
  return MultipartFormInterceptor(handler, czechUploadError);
}
