import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { parseDay } from '../common/validation/calendar-day';
import { CatalogService } from '../catalog/catalog.api';
import { ImageStorageService, PROVIDER_NOT_FOUND, ProvidersService, UploadedImage } from '../providers/providers.api';
import { fieldError } from '../common/http/field-error';
import { normalizeSocialLink, normalizeWebsiteLink } from '../common/text/social-links';
import { PortfolioItemDto, PortfolioItemFieldsDto } from './dto/portfolio-item.dto';
import { PORTFOLIO_IMAGES_MAX, PORTFOLIO_ITEMS_MAX, PORTFOLIO_MESSAGES } from './portfolio-rules';
import { ItemFields, ItemRow, PortfolioRepository } from './portfolio.repository';

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
    private readonly items: PortfolioRepository,
    private readonly providers: ProvidersService,
    private readonly catalog: CatalogService,
    private readonly images: ImageStorageService,
  ) {}

  /**
   * Any provider's items (a free provider's portfolio is public by id); 404 for an unknown provider.
   * A visitor's (`visitor`: nobody signed in) may come from the read replica.
   */
  async publicList(providerId: number, visitor = false): Promise<PortfolioItemDto[]> {
    if (!(await this.providers.findBasic(providerId))) throw new NotFoundException(PROVIDER_NOT_FOUND);
    return this.listOf(providerId, visitor);
  }

  async listOf(providerId: number, visitor = false): Promise<PortfolioItemDto[]> {
    return (await this.items.listOf(providerId, visitor)).map(toDto);
  }

  /** A new item: every check and every image encoded before anything is written. */
  async create(providerId: number, form: PortfolioItemFieldsDto, files: readonly UploadedImage[]): Promise<PortfolioItemDto> {
    const fields = await this.fields(form);
    if (files.length > PORTFOLIO_IMAGES_MAX) throw fieldError('images', PORTFOLIO_MESSAGES.tooManyImages);
    // Before the images are decoded (the slow part), and again under the lock before the insert.
    if ((await this.items.countOf(this.dataSource.manager, providerId)) >= PORTFOLIO_ITEMS_MAX) throw this.tooManyItems();
    const encoded = await this.images.encodeAll(files, 'portfolio', 'images');
    const urls = await this.images.write(encoded, 'portfolio');
    try {
      return toDto(
        await this.dataSource.transaction(async (manager) => {
          if ((await this.items.countOf(manager, providerId, true)) >= PORTFOLIO_ITEMS_MAX) throw this.tooManyItems();
          return this.items.insert(providerId, fields, urls, manager);
        }),
      );
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
        return this.items.update(manager, itemId, fields, [...kept, ...urls]);
      });
    } catch (error) {
      await this.images.remove(urls);
      throw error;
    }
    await this.images.remove(removed);
    return toDto(row);
  }

  private tooManyItems(): BadRequestException {
    return new BadRequestException(PORTFOLIO_MESSAGES.tooManyItems);
  }

  /** Deletes an item, then its images from disk once the delete is committed. */
  async remove(providerId: number, itemId: number): Promise<void> {
    const images = await this.dataSource.transaction(async (manager) => {
      const item = await this.ownedItem(manager, providerId, itemId, true);
      await this.items.delete(manager, itemId);
      return item.images;
    });
    await this.images.remove(images);
  }

  /** Text-only items for a (demo) provider that has none yet, inside the caller's transaction. */
  async insertSeedItems(manager: EntityManager, providerId: number, items: readonly PortfolioSeedItem[]): Promise<void> {
    if (await this.items.hasItems(manager, providerId)) return;
    for (const item of items) {
      await this.items.insert(providerId, { ...item, instagramUrl: null, websiteUrl: null }, [], manager);
    }
  }

  /**
   * Gives the provider's image-less items pictures (demo data): `draw(title, n)` answers the n-th picture
   * of an item, encoded; it is stored under a name from the provider, the title and n, so that seeding
   * again writes the same files. `count(index)` says how many pictures the index-th such item gets.
   */
  async addSeedImages(
    manager: EntityManager,
    providerId: number,
    seedKey: string,
    count: (index: number) => number,
    draw: (key: string) => Promise<Buffer>,
  ): Promise<void> {
    const items = await this.items.imagelessOf(manager, providerId);
    for (const [index, item] of items.entries()) {
      const urls: string[] = [];
      for (let n = 1; n <= Math.min(count(index), PORTFOLIO_IMAGES_MAX); n += 1) {
        const key = `${seedKey}:${item.title}:${n}`;
        urls.push(await this.images.writeSeeded(await draw(key), 'portfolio', key));
      }
      if (urls.length > 0) await this.items.setImagesIfNone(manager, item.id, urls);
    }
  }

  /** The item when it belongs to the provider: 404 for an unknown item, 403 for another provider's. */
  private async ownedItem(manager: EntityManager, providerId: number, itemId: number, lock: boolean): Promise<{ images: string[] }> {
    const item = await this.items.ownerAndImages(manager, itemId, lock);
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
  itemsAndImagesOf(manager: EntityManager, providerId: number): Promise<{ items: number; images: string[] }> {
    return this.items.itemsAndImagesOf(manager, providerId);
  }
}

function toDto(row: ItemRow): PortfolioItemDto {
  return { ...row, createdAt: row.createdAt.toISOString() };
}
