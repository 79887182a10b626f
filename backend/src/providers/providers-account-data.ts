import { absoluteUrl, AccountData, type AccountDataContributor, type AccountExport, type AccountSubject } from '../common/account-data/account-data';
import { AppConfig } from '../config/app-config';
import { ProvidersService } from './providers.service';

/** The provider profile in the export (its removal is the Account module's ProviderRemovalService, shared with the admin). */
@AccountData({ order: 30 })
export class ProvidersAccountData implements AccountDataContributor {
  constructor(
    private readonly providers: ProvidersService,
    private readonly config: AppConfig,
  ) {}

  async exportInto(subject: AccountSubject, document: AccountExport): Promise<void> {
    const profile = subject.providerId === null ? null : await this.providers.ownProfile(subject.userId);
    document.sections.providerProfile = profile && { ...profile, profileImageUrl: absoluteUrl(this.config.appUrl, profile.profileImageUrl) };
  }
}
