import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Viewer, ViewerProvider } from '../auth/auth.api';
import { fieldError } from '../common/http/field-error';
import { OfferTemplateDto, SaveOfferTemplateDto } from './dto/offer-template.dto';
import { OFFER_MESSAGES, OFFER_TEMPLATES_MAX, TEMPLATE_MESSAGES } from './offer-rules';
import { type OfferTemplateFields, type OfferTemplateRow, OfferTemplatesRepository } from './offer-templates.repository';
import { isUniqueViolation } from '../database/sql-state';


const toDto = (row: OfferTemplateRow): OfferTemplateDto => ({
  id: row.id,
  name: row.name,
  message: row.message,
  includedItems: row.includedItems,
  priceKind: row.priceKind,
  priceMin: row.priceMin,
  priceMax: row.priceMax,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Offer templates (issue 45): a provider's named starting points for offers (message, items, price),
 * at most 10, names unique per provider, with the offer's own rules on the fields. Any provider
 * account keeps them (sending the offer is what needs the subscription); another provider's template
 * is not found.
 */
@Injectable()
export class OfferTemplatesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly templates: OfferTemplatesRepository,
  ) {}

  /** GET /api/offer-templates. */
  async list(viewer: Viewer): Promise<OfferTemplateDto[]> {
    return (await this.templates.ofProvider(this.provider(viewer).id)).map(toDto);
  }

  /** POST /api/offer-templates: 409 over the limit or for a name in use. */
  async create(dto: SaveOfferTemplateDto, viewer: Viewer): Promise<OfferTemplateDto> {
    const provider = this.provider(viewer);
    const fields = this.fields(dto);
    return this.write(async (manager) => {
      if ((await this.templates.lockProvider(manager, provider.id)) >= OFFER_TEMPLATES_MAX) throw new ConflictException(TEMPLATE_MESSAGES.tooMany);
      return this.templates.insert(manager, provider.id, fields);
    });
  }

  /** PUT /api/offer-templates/{id}: 404 for a missing one or another provider's, 409 for a name in use. */
  async update(id: number, dto: SaveOfferTemplateDto, viewer: Viewer): Promise<OfferTemplateDto> {
    const provider = this.provider(viewer);
    const fields = this.fields(dto);
    return this.write(async (manager) => {
      const row = await this.templates.update(manager, provider.id, id, fields);
      if (!row) throw new NotFoundException(TEMPLATE_MESSAGES.notFound);
      return row;
    });
  }

  /** DELETE /api/offer-templates/{id}: 404 for a missing one or another provider's. */
  async delete(id: number, viewer: Viewer): Promise<void> {
    if (!(await this.templates.delete(this.provider(viewer).id, id))) throw new NotFoundException(TEMPLATE_MESSAGES.notFound);
  }

  /** The account's data export: its provider profile's templates. */
  async exportOf(providerId: number | null): Promise<OfferTemplateDto[]> {
    return providerId === null ? [] : (await this.templates.ofProvider(providerId)).map(toDto);
  }

  /** The provider's templates go with its profile (in the erasure's transaction). */
  eraseOfProvider(manager: EntityManager, providerId: number): Promise<void> {
    return this.templates.deleteOfProvider(manager, providerId);
  }

  private async write(work: (manager: EntityManager) => Promise<OfferTemplateRow>): Promise<OfferTemplateDto> {
    try {
      return toDto(await this.dataSource.transaction(work));
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException(TEMPLATE_MESSAGES.nameTaken);
      throw error;
    }
  }

  private provider(viewer: Viewer): ViewerProvider {
    // ProviderGuard let only providers through.
    if (!viewer.provider) throw new ForbiddenException(OFFER_MESSAGES.notSubscribed);
    return viewer.provider;
  }

  /** The offer's price rules: the range's upper bound required and not below the lower one, none otherwise. */
  private fields(dto: SaveOfferTemplateDto): OfferTemplateFields {
    const priceMax = dto.priceMax ?? null;
    if (dto.priceKind === 'range') {
      if (priceMax === null) throw fieldError('priceMax', OFFER_MESSAGES.priceMaxRequired);
      if (priceMax < dto.priceMin) throw fieldError('priceMax', OFFER_MESSAGES.priceMaxBelowMin);
    } else if (priceMax !== null) {
      throw fieldError('priceMax', OFFER_MESSAGES.priceMaxForbidden);
    }
    return {
      name: dto.name,
      message: dto.message,
      includedItems: dto.includedItems ?? [],
      priceKind: dto.priceKind,
      priceMin: dto.priceMin,
      priceMax,
    };
  }
}
