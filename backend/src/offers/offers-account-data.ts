import { AccountData, type AccountDataContributor, type AccountExport, type AccountSubject } from '../common/account-data/account-data';
import { OffersService } from './offers.service';

/** The offers its provider profile sent and those on the requests the export holds (after Requests). */
@AccountData({ order: 20 })
export class OffersAccountData implements AccountDataContributor {
  constructor(private readonly offers: OffersService) {}

  async exportInto(subject: AccountSubject, document: AccountExport): Promise<void> {
    document.sections.offers = await this.offers.exportOf(subject.providerId, document.requestIds);
  }
}
