import { BadRequestException, HttpException, HttpStatus, NestInterceptor, Type } from '@nestjs/common';
import { memoryMultipart, MultipartFormInterceptor, type MultipartHandler } from '../common/http/multipart-form';
import { ATTACHMENT_MAX_BYTES, ATTACHMENTS_MAX, CONVERSATION_MESSAGES } from './conversation-rules';

/** The form's own fields are short (body ≤ 5000 characters, a token): the limits keep multer from buffering anything else. */
const FORM_LIMITS = { fileSize: ATTACHMENT_MAX_BYTES, files: ATTACHMENTS_MAX, fields: 10, fieldSize: 64 * 1024 };
export const ATTACHMENTS_FIELD = 'files';

/**
 * Multer's errors in Czech: a file over 10 MB is a 413 'Příloha může mít nejvýše 10 MB', a fourth
 * file a 400, anything else malformed a generic 400; nothing reaches the user in English.
 */
function czechUploadError(error: unknown): unknown {
  if (!(error instanceof HttpException)) return error;
  const message = String((error.getResponse() as { message?: unknown }).message ?? error.message);
  const field = (text: string, status: number) =>
    new HttpException({ statusCode: status, message: text, errors: [{ field: ATTACHMENTS_FIELD, message: text }] }, status);
  if (error.getStatus() === HttpStatus.PAYLOAD_TOO_LARGE)
    return field(CONVERSATION_MESSAGES.fileTooLarge, HttpStatus.PAYLOAD_TOO_LARGE);
  if (message.startsWith('Too many files') || message === `Unexpected field - ${ATTACHMENTS_FIELD}`) {
    return field(CONVERSATION_MESSAGES.tooManyFiles, HttpStatus.BAD_REQUEST);
  }
  if (/^Unexpected (file )?field/.test(message)) {
    const other = message.split(' - ')[1];
    return new BadRequestException(other ? `Neočekávaný soubor v poli „${other}“` : 'Neočekávaný soubor');
  }
  if (error.getStatus() === HttpStatus.BAD_REQUEST) return new BadRequestException('Formulář se nepodařilo zpracovat');
  return error;
}

/**
 * Receives a message's multipart form: up to 3 files in `files`, in memory, 10 MB each. Bound after
 * the guards (Nest runs guards first). The content checks are the service's (attachment-files.ts).
 */
export function AttachmentUploadInterceptor(): Type<NestInterceptor> {
  const handler = memoryMultipart(FORM_LIMITS).array(ATTACHMENTS_FIELD, ATTACHMENTS_MAX) as unknown as MultipartHandler;

  return MultipartFormInterceptor(handler, czechUploadError);
}
