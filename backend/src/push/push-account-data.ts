import type { EntityManager } from 'typeorm';
import { AccountData, type AccountDataContributor, type AccountExport, type AccountSubject } from '../common/account-data/account-data';
import type { ExportedPushDeviceDto } from './dto/push.dto';
import { PushRepository } from './push.repository';

/**
 * The account's push devices (GDPR): the export lists them (name and dates; the endpoint and keys
 * are the push service's addresses for the browser, kept out), the deletion removes them and any
 * pending digest (the foreign keys' cascade would too; removed here so that no send job finds them).
 */
@AccountData({ order: 60 })
export class PushAccountData implements AccountDataContributor {
  constructor(private readonly devices: PushRepository) {}

  async exportInto(subject: AccountSubject, document: AccountExport): Promise<void> {
    const rows = await this.devices.listOf(subject.userId);
    document.sections.pushDevices = rows.map(
      (row): ExportedPushDeviceDto => ({
        label: row.label,
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
      }),
    );
  }

  async erase(manager: EntityManager, subject: AccountSubject): Promise<void> {
    await this.devices.deleteAllOf(manager, subject.userId);
  }
}
