import type { EntityManager } from 'typeorm';
import { AccountData, type AccountDataContributor, type AccountExport, type AccountSubject, isoDates } from '../common/account-data/account-data';
import { ReviewsService } from './reviews.service';

/** The reviews written from the proven e-mail and those about the provider profile; the deletion takes the written ones. */
@AccountData({ order: 30 })
export class ReviewsAccountData implements AccountDataContributor {
  constructor(private readonly reviews: ReviewsService) {}

  async exportInto(subject: AccountSubject, document: AccountExport): Promise<void> {
    const { written, received } = await this.reviews.exportOf(subject.verifiedEmail, subject.providerId);
    document.sections.reviews = { written: written.map(isoDates), received: received.map(isoDates) };
  }

  async erase(manager: EntityManager, subject: AccountSubject): Promise<void> {
    if (subject.verifiedEmail) await this.reviews.deleteWrittenBy(manager, subject.verifiedEmail);
  }
}
