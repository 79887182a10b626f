import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CategoryDto, DashboardCountsDto, LocationDto } from './dto/catalog.dto';
import { CategoryKeyword } from './entities/category-keyword.entity';
import { Location } from './entities/location.entity';
import { ServiceCategory } from './entities/service-category.entity';

@Injectable()
export class CatalogService {
  constructor(
    @InjectRepository(ServiceCategory) private readonly categories: Repository<ServiceCategory>,
    @InjectRepository(Location) private readonly locations: Repository<Location>,
    @InjectRepository(CategoryKeyword) private readonly keywords: Repository<CategoryKeyword>,
  ) {}

  async listCategories(): Promise<CategoryDto[]> {
    const rows = await this.categories.find({ order: { sortOrder: 'ASC', id: 'ASC' } });
    // Provider profiles arrive with the Providers module; until then no category has any.
    return rows.map(({ id, name, description, group, icon, priceRange }) => ({
      id,
      name,
      description,
      group,
      icon,
      priceRange,
      providerCount: 0,
    }));
  }

  async listLocations(): Promise<LocationDto[]> {
    const rows = await this.locations.find({ order: { sortOrder: 'ASC', id: 'ASC' } });
    return rows.map(({ id, name, type }) => ({ id, name, type }));
  }

  async categoryIds(): Promise<Set<string>> {
    const rows = await this.categories.find({ select: { id: true } });
    return new Set(rows.map((row) => row.id));
  }

  /** Synonym keywords per category id, for the list filters of later modules. */
  async keywordsByCategory(): Promise<Map<string, string[]>> {
    const rows = await this.keywords.find({ order: { categoryId: 'ASC', keyword: 'ASC' } });
    const map = new Map<string, string[]>();
    for (const row of rows) map.set(row.categoryId, [...(map.get(row.categoryId) ?? []), row.keyword]);
    return map;
  }

  dashboardCounts(): Promise<DashboardCountsDto> {
    // Requests and providers arrive with their modules; until then both lists are empty.
    return Promise.resolve({ requests: 0, providers: 0 });
  }
}
