import { DataSource } from 'typeorm';
import { CATEGORY_KEYWORDS } from '../../src/catalog/data/keywords.data';
import { SERVICE_CATEGORIES } from '../../src/catalog/data/categories.data';
import { ProviderProfile } from '../../src/providers/entities/provider-profile.entity';
import { buildProviderFields, ProviderInput } from '../../src/providers/provider-fields';
import { uniqueEmail } from './test-app';

/** The catalogue's names and synonyms, as the migration stores them. */
const VOCABULARY = {
  names: new Map(SERVICE_CATEGORIES.map((category) => [category.id, category.name])),
  keywords: new Map(Object.entries(CATEGORY_KEYWORDS)),
};

export type ProviderFixture = Partial<ProviderInput> & { companyName: string; createdAt?: Date };

/**
 * A provider straight in the database (an account without password and its profile), built by
 * the same field rules as the API. SEED_DEMO is off in the API tests: listed (demo) providers
 * come from here with isDemo: true.
 */
export async function insertProvider(dataSource: DataSource, fixture: ProviderFixture): Promise<number> {
  const email = fixture.email ?? uniqueEmail('dodavatel');
  const [{ id: userId }] = (await dataSource.query(`INSERT INTO users (email) VALUES ($1) RETURNING id`, [email])) as Array<{ id: number }>;
  const fields = buildProviderFields({
    description: `${fixture.companyName}: svatební služby s dlouholetou praxí.`,
    categories: ['photography'],
    serviceAreas: ['praha'],
    phone: '777 123 456',
    priceFrom: 10_000,
    priceTo: 30_000,
    ...fixture,
    email,
  }, VOCABULARY);
  const repository = dataSource.getRepository(ProviderProfile);
  const profile = await repository.save(
    repository.create({ ...fields, userId, ...(fixture.createdAt ? { createdAt: fixture.createdAt, updatedAt: fixture.createdAt } : {}) }),
  );
  return profile.id;
}

/** A review straight in the database (fixtures for sorts and averages; the API forbids some of these). */
export async function insertReview(
  dataSource: DataSource,
  providerId: number,
  overallRating: number,
  extra: { email?: string; createdAt?: Date } = {},
): Promise<void> {
  // Published, as a confirmed review is (the API stores new ones pending).
  await dataSource.query(`INSERT INTO reviews (provider_id, email, overall_rating, created_at, status, confirmed_at) VALUES ($1, $2, $3, $4, 'confirmed', $4)`, [
    providerId,
    extra.email ?? uniqueEmail('hodnotitel').replace('@example.cz', '@gmail.com'),
    overallRating,
    extra.createdAt ?? new Date(),
  ]);
}

export const daysAgo = (days: number): Date => new Date(Date.now() - days * 86_400_000);

/** Czech number formatting uses non-breaking spaces; tests compare with plain ones. */
export const plainSpaces = (text: string): string => text.replace(/\u00a0/g, ' ');
