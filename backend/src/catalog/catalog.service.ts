import { Injectable } from '@nestjs/common';
import { CatalogRepository, CategoryInfo } from './catalog.repository';
import { LocationDto } from './dto/catalog.dto';
import { PlaceIndex } from './place-index';

export type { CategoryInfo } from './catalog.repository';

interface ReferenceData {
  categories: CategoryInfo[];
  names: Map<string, string>;
  locationNames: Map<string, string>;
  keywords: Map<string, string[]>;
  locations: LocationDto[];
  places: PlaceIndex;
}

/**
 * Reference data: categories, their synonyms and the locations. It changes only with migrations,
 * which run before the app starts, so it is read once per process and served from memory.
 */
@Injectable()
export class CatalogService {
  private reference: Promise<ReferenceData> | null = null;

  constructor(private readonly repository: CatalogRepository) {}

  /**
   * The categories without their provider counts: those are live figures of the Providers
   * module, combined with this cached list by the route in the Stats module.
   */
  async listCategories(): Promise<CategoryInfo[]> {
    return (await this.load()).categories;
  }

  async listLocations(): Promise<LocationDto[]> {
    return (await this.load()).locations;
  }

  /** Category id → Czech name, for every category. */
  async categoryNameMap(): Promise<ReadonlyMap<string, string>> {
    return (await this.load()).names;
  }

  /** Location id → Czech name ('praha' → 'Praha', 'cela-cr' → 'Celá ČR'). */
  async locationNameMap(): Promise<ReadonlyMap<string, string>> {
    return (await this.load()).locationNames;
  }

  /** Reads a location slug or place name as the catalogue location it is (PlaceIndex). */
  async placeIndex(): Promise<PlaceIndex> {
    return (await this.load()).places;
  }

  /** Czech names of the given category ids; ids that are not categories are left out of the map. */
  async categoryNames(ids: string[]): Promise<Map<string, string>> {
    const names = await this.categoryNameMap();
    return new Map(ids.filter((id) => names.has(id)).map((id) => [id, names.get(id)!]));
  }

  /** Synonym keywords per category id. */
  async keywordsByCategory(): Promise<ReadonlyMap<string, readonly string[]>> {
    return (await this.load()).keywords;
  }

  private load(): Promise<ReferenceData> {
    this.reference ??= this.read().catch((error: unknown) => {
      this.reference = null; // try again on the next call
      throw error;
    });
    return this.reference;
  }

  private async read(): Promise<ReferenceData> {
    const { categories: categoryRows, keywords: keywordRows, locations: locationRows } = await this.repository.readAll();
    const keywords = new Map<string, string[]>();
    for (const row of keywordRows) keywords.set(row.categoryId, [...(keywords.get(row.categoryId) ?? []), row.keyword]);
    return {
      categories: categoryRows.map(({ id, name, providersTitle, description, group, icon, priceRange }) => ({
        id,
        name,
        providersTitle,
        description,
        group,
        icon,
        priceRange,
      })),
      names: new Map(categoryRows.map((row) => [row.id, row.name])),
      locationNames: new Map(locationRows.map((row) => [row.id, row.name])),
      keywords,
      locations: locationRows.map(({ id, name, type }) => ({ id, name, type })),
      places: new PlaceIndex(locationRows),
    };
  }
}
