import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type ProviderIdentity, type ProviderRecord, type ProviderRecordFilter, ProvidersRepository, type ResponseSignals } from './providers.repository';

/**
 * Provider rows as other modules need them beyond the public catalogue: the admin panel's records,
 * the locks and the deletion that account removal runs in its transaction, and the addresses and
 * names that other modules' mails and lists show. The rows stay this module's to write.
 */
@Injectable()
export class ProviderRecords {
  constructor(private readonly providers: ProvidersRepository) {}

  page(filter: ProviderRecordFilter): Promise<{ rows: ProviderRecord[]; total: number }> {
    return this.providers.recordPage(filter);
  }

  record(id: number): Promise<ProviderRecord | null> {
    return this.providers.record(id);
  }

  /** Every provider profile, listed or not, and how many are demo providers (listed always: the demo catalogue). */
  countAll(): Promise<{ total: number; demo: number }> {
    return this.providers.countAll();
  }

  /** Share-locks the profile so that it cannot be deleted during the caller's change; false when it is missing. */
  lockAgainstDelete(manager: EntityManager, id: number): Promise<boolean> {
    return this.providers.lockAgainstDelete(manager, id);
  }

  /** Locks the profile for its deletion; what identifies it, or null when it is missing. */
  lockForDelete(manager: EntityManager, id: number): Promise<ProviderIdentity | null> {
    return this.providers.lockForDelete(manager, id);
  }

  delete(manager: EntityManager, id: number): Promise<void> {
    return this.providers.delete(manager, id);
  }

  exists(manager: EntityManager, id: number): Promise<boolean> {
    return this.providers.exists(manager, id);
  }

  /** The Offers module's response signals, stored for the catalogue (see ProvidersRepository.storeResponseSignals). */
  storeResponseSignals(signals: ResponseSignals[], clearOthers: boolean): Promise<number> {
    return this.providers.storeResponseSignals(signals, clearOthers);
  }

  companyNames(ids: number[]): Promise<Map<number, string>> {
    return this.providers.companyNames(ids);
  }

  /** The premium providers of these categories, for the new-request mail. */
  premiumRecipients(manager: EntityManager, categories: string[]): Promise<Array<{ id: number; email: string; companyName: string }>> {
    return this.providers.premiumRecipients(manager, categories);
  }

  /** The subscribed providers' accounts of these categories and their plans, for push notices of a new request. */
  pushRecipients(manager: EntityManager, categories: string[]): Promise<Array<{ userId: number; plan: 'basic' | 'premium' }>> {
    return this.providers.pushRecipients(manager, categories);
  }

  /** Whom a listed request of these categories reaches: providers serving one of `areas` (null: any), demo ones apart (insights). */
  reachedProviders(categories: string[], areas: string[] | null): Promise<number[]> {
    return this.providers.reachedProviders(categories, areas);
  }

  /** The provider's primary category and areas, and the other providers of that primary category (insights' comparison). */
  primaryCategoryPeers(
    providerId: number,
  ): Promise<{ categoryId: string | null; serviceAreas: string[]; peers: Array<{ id: number; serviceAreas: string[] }> } | null> {
    return this.providers.primaryCategoryPeers(providerId);
  }

  mailRecipient(manager: EntityManager, id: number): Promise<{ email: string; name: string } | null> {
    return this.providers.mailRecipient(manager, id);
  }
}
