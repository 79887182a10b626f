import type { EntityManager } from 'typeorm';
import { AccountData, type AccountDataContributor, type AccountExport, type AccountSubject } from '../../common/account-data/account-data';
import type { ExportedWebhookEndpointDto } from './dto/webhook.dto';
import { WebhooksRepository } from './webhooks.repository';

/**
 * The account's webhook endpoints (GDPR): the export lists them (URL, events, state; the secret stays
 * out), the deletion removes them with their delivery log (the foreign key's cascade would too;
 * removed here so that no queued attempt finds them).
 */
@AccountData({ order: 65 })
export class WebhooksAccountData implements AccountDataContributor {
  constructor(private readonly repository: WebhooksRepository) {}

  async exportInto(subject: AccountSubject, document: AccountExport): Promise<void> {
    const rows = await this.repository.exportOf(subject.userId);
    document.sections.webhookEndpoints = rows.map(
      (row): ExportedWebhookEndpointDto => ({
        url: row.url,
        events: row.events,
        enabled: row.enabled,
        createdAt: new Date(row.createdAt).toISOString(),
      }),
    );
  }

  async erase(manager: EntityManager, subject: AccountSubject): Promise<void> {
    await this.repository.deleteAllOf(manager, subject.userId);
  }
}
