import { Injectable, NotFoundException, PipeTransform } from '@nestjs/common';
import { PROVIDER_NOT_FOUND } from './provider-constants';

const MAX_ID = 2_147_483_647;

/** A provider id from the path: a positive integer that fits the column, else 404 (never a 500). */
@Injectable()
export class ProviderIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!Number.isInteger(id) || id < 1 || id > MAX_ID) throw new NotFoundException(PROVIDER_NOT_FOUND);
    return id;
  }
}
