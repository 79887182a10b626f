import { Injectable, NotFoundException, PipeTransform } from '@nestjs/common';
import { PROVIDER_NOT_FOUND } from './provider-constants';

const MAX_ID = 2_147_483_647;

/** An id from the path: a positive integer that fits an integer column, else 404 with the given text (never a 500). */
export class PositiveIdPipe implements PipeTransform<string, number> {
  constructor(private readonly notFoundMessage: string) {}

  transform(value: string): number {
    const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!Number.isInteger(id) || id < 1 || id > MAX_ID) throw new NotFoundException(this.notFoundMessage);
    return id;
  }
}

/** A provider id from the path, else 404 'Dodavatel s tímto ID nebyl nalezen.'. */
@Injectable()
export class ProviderIdPipe extends PositiveIdPipe {
  constructor() {
    super(PROVIDER_NOT_FOUND);
  }
}
