import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { parseDay } from '../availability/availability-rules';
import { CatalogService } from '../catalog/catalog.service';
import { fieldError } from '../common/http/field-error';
import { normalizeSocialLink, normalizeWebsiteLink } from '../common/text/social-links';
import { PROVIDER_NOT_FOUND } from '../providers/provider-constants';
import { ProvidersService } from '../providers/providers.service';
import { ImageStorageService, UploadedImage } from '../providers/uploads/image-storage.service';
import { PortfolioItemDto, PortfolioItemFieldsDto } from './dto/portfolio-item.dto';
import { PORTFOLIO_IMAGES_MAX, PORTFOLIO_MESSAGES } from './portfolio-rules';

const ITEM_COLUMNS = `id, title, category, description, to_char(event_date, 'YYYY-MM-DD') AS date, featured,
  instagram_url AS "instagramUrl", website_url AS "websiteUrl", images, created_at AS "createdAt"`;
/** Featured first, then the newest event, then the newest item: the index's order. */
const ITEM_ORDER = `featured DESC, event_date DESC NULLS LAST, id DESC`;

interface ItemRow extends Omit<PortfolioItemDto, 'createdAt'> {
  createdAt: Date;
}

/** The columns of an item from the form, after the rules (links, category, date). */
interface ItemFields {
  title: string;
  category: string | null;
  description: string;
  eventDate: string | null;
  featured: boolean;
  instagramUrl: string | null;
  websiteUrl: string | null;
}

export interface PortfolioSeedItem {
  title: string;
  category: string | null;
  description: string;
  eventDate: string | null;
  featured: boolean;
}

@Injectable()
export class PortfolioService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly providers: ProvidersService,
    private readonly catalog: CatalogService,
    private readonly images: ImageStorageService,
  ) {}

  /** Any provider's items (a free provider's portfolio is public by id); 404 for an unknown provider. */
  async publicList(providerId: number): Promise<PortfolioItemDto[]> {
    if (!(await this.providers.findBasic(providerId))) throw new NotFoundException(PROVIDER_NOT_FOUND);
    return this.listOf(providerId);
  }

  async listOf(providerId: number): Promise<PortfolioItemDto[]> {
    const rows = (await this.dataSource.query(
      `SELECT ${ITEM_COLUMNS} FROM portfolio_items WHERE provider_id = $1 ORDER BY ${ITEM_ORDER}`,
      [providerId],
    )) as ItemRow[];
    return rows.map(toDto);
  }

  /** A new item: every check and every image encoded before anything is written. */
  async create(providerId: number, form: PortfolioItemFieldsDto, files: readonly UploadedImage[]): Promise<PortfolioItemDto> {
    const fields = await this.fields(form);
    if (files.length > PORTFOLIO_IMAGES_MAX) throw fieldError('images', PORTFOLIO_MESSAGES.tooManyImages);
    const encoded = await this.images.encodeAll(files, 'portfolio', 'images');
    const urls = await this.images.write(encoded, 'portfolio');
    try {
      const [row] = (await this.dataSource.query(
        `INSERT INTO portfolio_items (provider_id, title, category, description, event_date, featured, instagram_url, website_url, images)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         RETURNING ${ITEM_COLUMNS}`,
        [providerId, ...this.values(fields), urls],
      )) as ItemRow[];
      return toDto(row);
    } catch (error) {
      await this.images.remove(urls);
      throw error;
    }
  }

  /**
   * Replaces an item's fields; keeps the listed current images (all when keepImages is omitted)
   * and appends the new ones. Images no longer named are deleted from disk after the commit.
   */
  async update(
    providerId: number,
    itemId: number,
    form: PortfolioItemFieldsDto,
    files: readonly UploadedImage[],
  ): Promise<PortfolioItemDto> {
    const current = await this.ownedItem(this.dataSource.manager, providerId, itemId, false);
    const fields = await this.fields(form);
    if (this.kept(current.images, form.keepImages).length + files.length > PORTFOLIO_IMAGES_MAX) {
      throw fieldError('images', PORTFOLIO_MESSAGES.tooManyImages);
    }
    const encoded = await this.images.encodeAll(files, 'portfolio', 'images');
    const urls = await this.images.write(encoded, 'portfolio');
    let removed: string[] = [];
    let row: ItemRow;
    try {
      row = await this.dataSource.transaction(async (manager) => {
        // Locked and read again: a concurrent edit may have changed the images meanwhile.
        const locked = await this.ownedItem(manager, providerId, itemId, true);
        const kept = this.kept(locked.images, form.keepImages);
        if (kept.length + urls.length > PORTFOLIO_IMAGES_MAX) throw fieldError('images', PORTFOLIO_MESSAGES.tooManyImages);
        removed = locked.images.filter((url) => !kept.includes(url));
        const [updated] = (await manager.query(
          `UPDATE portfolio_items
           SET title = $2, category = $3, description = $4, event_date = $5, featured = $6, instagram_url = $7,
               website_url = $8, images = $9, updated_at = now()
           WHERE id = $1
           RETURNING ${ITEM_COLUMNS}`,
          [itemId, ...this.values(fields), [...kept, ...urls]],
        )) as [ItemRow[], number];
        return updated[0];
      });
    } catch (error) {
      await this.images.remove(urls);
      throw error;
    }
    await this.images.remove(removed);
    return toDto(row);
  }

  /** Deletes an item, then its images from disk once the delete is committed. */
  async remove(providerId: number, itemId: number): Promise<void> {
    const images = await this.dataSource.transaction(async (manager) => {
      const item = await this.ownedItem(manager, providerId, itemId, true);
      await manager.query(`DELETE FROM portfolio_items WHERE id = $1`, [itemId]);
      return item.images;
    });
    await this.images.remove(images);
  }

  /** Text-only items for a (demo) provider, inside the caller's transaction. */
  async insertSeedItems(manager: EntityManager, providerId: number, items: readonly PortfolioSeedItem[]): Promise<void> {
    for (const item of items) {
      await manager.query(
        `INSERT INTO portfolio_items (provider_id, title, category, description, event_date, featured) VALUES ($1, $2, $3, $4, $5, $6)`,
        [providerId, item.title, item.category, item.description, item.eventDate, item.featured],
      );
    }
  }

  /** The item when it belongs to the provider: 404 for an unknown item, 403 for another provider's. */
  private async ownedItem(manager: EntityManager, providerId: number, itemId: number, lock: boolean): Promise<{ images: string[] }> {
    const [item] = (await manager.query(
      `SELECT provider_id AS "providerId", images FROM portfolio_items WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
      [itemId],
    )) as Array<{ providerId: number; images: string[] }>;
    if (!item) throw new NotFoundException(PORTFOLIO_MESSAGES.notFound);
    if (item.providerId !== providerId) throw new ForbiddenException(PORTFOLIO_MESSAGES.forbidden);
    return item;
  }

  /** The current images to keep, in their order: those listed (unknown URLs are ignored), or all. */
  private kept(current: readonly string[], keep: readonly string[] | undefined): string[] {
    return keep === undefined ? [...current] : current.filter((url) => keep.includes(url));
  }

  /** The form after the rules: a known category, a real date, links by the social-link rule. */
  private async fields(form: PortfolioItemFieldsDto): Promise<ItemFields> {
    if (form.category !== undefined && !(await this.catalog.categoryNameMap()).has(form.category)) {
      throw fieldError('category', `${PORTFOLIO_MESSAGES.category}: ${form.category}`);
    }
    const day = form.date === undefined ? null : parseDay(form.date);
    if (form.date !== undefined && !day) throw fieldError('date', PORTFOLIO_MESSAGES.date);
    return {
      title: form.title,
      category: form.category ?? null,
      description: form.description,
      eventDate: day ? day.format('YYYY-MM-DD') : null,
      featured: form.featured ?? false,
      instagramUrl: normalizeSocialLink('instagram', form.instagramUrl),
      websiteUrl: normalizeWebsiteLink(form.websiteUrl),
    };
  }

  /** How many portfolio items the provider has and their image files (for a delete, which removes the files after it commits). */
  async itemsAndImagesOf(manager: EntityManager, providerId: number): Promise<{ items: number; images: string[] }> {
    const [row] = (await manager.query(
      `SELECT (SELECT count(*) FROM portfolio_items WHERE provider_id = $1)::int AS items,
              (SELECT coalesce(array_agg(image), '{}') FROM portfolio_items, unnest(images) AS image WHERE provider_id = $1) AS images`,
      [providerId],
    )) as Array<{ items: number; images: string[] }>;
    return row;
  }

  private values(fields: ItemFields): unknown[] {
    return [fields.title, fields.category, fields.description, fields.eventDate, fields.featured, fields.instagramUrl, fields.websiteUrl];
  }
}

function toDto(row: ItemRow): PortfolioItemDto {
  return { ...row, createdAt: row.createdAt.toISOString() };
}
