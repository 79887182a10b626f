import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { CategoryDto, LocationDto } from './dto/catalog.dto';

/** A category as the catalogue holds it: the API's fields without the live count, plus what only the server uses. */
export type CategoryInfo = Omit<CategoryDto, 'providerCount'> & {
  /** The providers' plural as a page title ('Svatební fotografové'). */
  providersTitle: string;
};

/** The reference tables (service_categories, category_keywords, locations) as CatalogService reads them once per process. */
@Injectable()
export class CatalogRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async readAll(): Promise<{
    categories: CategoryInfo[];
    keywords: Array<{ categoryId: string; keyword: string }>;
    locations: LocationDto[];
  }> {
    const [categories, keywords, locations] = (await Promise.all([
      this.dataSource.query(`SELECT id, name, COALESCE(NULLIF(providers_title, ''), name) AS "providersTitle", description,
          group_name AS "group", icon, price_range AS "priceRange"
        FROM service_categories ORDER BY sort_order ASC, id ASC`),
      this.dataSource.query(`SELECT category_id AS "categoryId", keyword FROM category_keywords ORDER BY category_id ASC, keyword ASC`),
      this.dataSource.query(`SELECT id, name, type FROM locations ORDER BY sort_order ASC, id ASC`),
    ])) as [CategoryInfo[], Array<{ categoryId: string; keyword: string }>, LocationDto[]];
    return { categories, keywords, locations };
  }
}
