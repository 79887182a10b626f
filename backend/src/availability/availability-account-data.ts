import { AccountData, type AccountDataContributor, type AccountExport, type AccountSubject } from '../common/account-data/account-data';
import { AvailabilityService } from './availability.service';

/** The provider profile's calendar in the export (it goes with the profile's removal, by cascade). */
@AccountData({ order: 30 })
export class AvailabilityAccountData implements AccountDataContributor {
  constructor(private readonly availability: AvailabilityService) {}

  async exportInto(subject: AccountSubject, document: AccountExport): Promise<void> {
    document.sections.availability = subject.providerId === null ? [] : await this.availability.exportOf(subject.providerId);
  }
}
