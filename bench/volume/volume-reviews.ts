import dayjs from 'dayjs';
import { pick, seededRandom } from './random';
import type { NewReview } from '../../backend/src/reviews/reviews.repository';

const NAMES = ['Jana a Petr', 'Lucie', 'Tereza a Jakub', 'Eva', 'Kateřina a Tomáš', 'Markéta', 'Anna a Ondřej', 'Veronika', 'Klára a Filip'];
const TEXTS = [
  'Skvělá spolupráce, všechno klaplo na jedničku.',
  'Moc děkujeme, hosté byli nadšení.',
  'Profesionální přístup a příjemná komunikace.',
  'Vše dle domluvy, doporučujeme.',
  'Drobné zpoždění, jinak spokojenost.',
  'Cena odpovídala kvalitě.',
  'Nebyli jsme úplně spokojeni s komunikací.',
  '',
];

/** A review as the API stores it (NewReview), dated in the past. */
export interface VolumeReview extends NewReview {
  createdAt: Date;
}

const clampRating = (value: number): number => Math.max(1, Math.min(5, Math.round(value)));

/**
 * Reviews for load work, seeded. Spread unevenly over the given providers (some get many, most
 * a few), each provider with its own level so that averages differ; every e-mail is unique.
 */
export function* generateVolumeReviews(count: number, providerIds: readonly number[], seed = 20_260_912): Generator<VolumeReview> {
  const random = seededRandom(seed + 7);
  const now = dayjs();
  const level = (providerId: number): number => 2.8 + ((providerId * 2_654_435_761) % 1000) / 1000 * 2.2;
  for (let index = 0; index < count; index += 1) {
    // random()² leans towards the first providers: a long tail, as in a real market.
    const providerId = providerIds[Math.floor(random() * random() * providerIds.length)];
    const base = level(providerId);
    const rating = () => clampRating(base + (random() - 0.5) * 2.2);
    const detailed = random() < 0.6;
    yield {
      providerId,
      email: `hodnotitel.${seed}.${index}@gmail.com`,
      reviewerName: random() < 0.7 ? pick(random, NAMES) : null,
      overallRating: rating(),
      communicationRating: detailed ? rating() : null,
      qualityRating: detailed ? rating() : null,
      timingRating: detailed && random() < 0.8 ? rating() : null,
      valueRating: detailed && random() < 0.8 ? rating() : null,
      reviewText: pick(random, TEXTS),
      bookingUserId: null,
      createdAt: now.subtract(Math.floor(random() * 2 * 365 * 24 * 60), 'minute').toDate(),
    };
  }
}
