import { Injectable, NotFoundException, PipeTransform } from '@nestjs/common';

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
