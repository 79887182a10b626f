import { absoluteUrl, AccountData, type AccountDataContributor, type AccountExport, type AccountSubject } from '../common/account-data/account-data';
import { AppConfig } from '../config/app-config';
import { PortfolioService } from './portfolio.service';

/** The provider profile's portfolio items in the export, with absolute image URLs. */
@AccountData({ order: 30 })
export class PortfolioAccountData implements AccountDataContributor {
  constructor(
    private readonly portfolio: PortfolioService,
    private readonly config: AppConfig,
  ) {}

  async exportInto(subject: AccountSubject, document: AccountExport): Promise<void> {
    const items = subject.providerId === null ? [] : await this.portfolio.listOf(subject.providerId);
    document.sections.portfolio = items.map((item) => ({ ...item, images: item.images.map((url) => absoluteUrl(this.config.appUrl, url)!) }));
  }
}
