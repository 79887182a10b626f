import type { EntityManager } from 'typeorm';
import {
  AccountData,
  type AccountDataContributor,
  type AccountErasure,
  type AccountExport,
  type AccountSubject,
} from '../common/account-data/account-data';
import { OfferTemplatesService } from './offer-templates.service';
import { OffersService } from './offers.service';
import { RepliesService } from './replies.service';

/**
 * The offers its provider profile sent and those on the requests the export holds (after Requests);
 * since issue 45 the one-tap answers (the profile's own, and those on the couple's requests, without
 * the provider's question) and the profile's offer templates. The erasure removes the profile's
 * answers and templates (its delete would cascade to them as well); the answers on a couple's requests
 * are the providers' and stay, without anything of the couple in them.
 */
@AccountData({ order: 20 })
export class OffersAccountData implements AccountDataContributor {
  constructor(
    private readonly offers: OffersService,
    private readonly replies: RepliesService,
    private readonly templates: OfferTemplatesService,
  ) {}

  async exportInto(subject: AccountSubject, document: AccountExport): Promise<void> {
    document.sections.offers = await this.offers.exportOf(subject.providerId, document.requestIds);
    document.sections.requestReplies = await this.replies.exportOf(subject.providerId, document.requestIds);
    document.sections.offerTemplates = await this.templates.exportOf(subject.providerId);
  }

  async erase(manager: EntityManager, _subject: AccountSubject, erasure: AccountErasure): Promise<void> {
    if (erasure.removedProviderId === null) return;
    await this.replies.eraseOfProvider(manager, erasure.removedProviderId);
    await this.templates.eraseOfProvider(manager, erasure.removedProviderId);
  }
}
