import { applyDecorators, Injectable, NotFoundException, PipeTransform, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { AuthenticatedGuard } from '../common/guards/authenticated.guard';
import { ApiErrorDto } from '../common/http/api-error.dto';
import { ViewerGuard } from '../providers/viewer';

/** A signed-in-only route that takes @CurrentViewer(): 401 'Pro tuto akci se musíte přihlásit' for a visitor. */
export const SignedInViewer = () =>
  applyDecorators(
    ApiCookieAuth(),
    ApiUnauthorizedResponse({ type: ApiErrorDto, description: "'Pro tuto akci se musíte přihlásit'" }),
    UseGuards(AuthenticatedGuard, ViewerGuard),
  );

/** A message id from the path (bigint column): a positive safe integer, else 404 with the given text. */
@Injectable()
export class BigIdPipe implements PipeTransform<string, number> {
  constructor(private readonly notFoundMessage: string) {}

  transform(value: string): number {
    const id = /^\d{1,15}$/.test(value) ? Number(value) : NaN;
    if (!Number.isSafeInteger(id) || id < 1) throw new NotFoundException(this.notFoundMessage);
    return id;
  }
}
