import type { EntityManager } from 'typeorm';
import { AccountData, type AccountDataContributor, type AccountExport, type AccountSubject } from '../../common/account-data/account-data';
import { ApiTokensRepository } from './api-tokens.repository';
import type { ExportedApiTokenDto } from './dto/api-token.dto';

/**
 * The account's API tokens (GDPR): the export lists them (no secret exists to export, nor the hash),
 * the deletion removes them in its transaction (the users foreign key's cascade would too; removed
 * here so that the order is explicit and no token outlives the account's commit).
 */
@AccountData({ order: 60 })
export class ApiTokensAccountData implements AccountDataContributor {
  constructor(private readonly tokens: ApiTokensRepository) {}

  async exportInto(subject: AccountSubject, document: AccountExport): Promise<void> {
    const rows = await this.tokens.listOf(subject.userId);
    document.sections.apiTokens = rows.map(
      (row): ExportedApiTokenDto => ({
        name: row.name,
        prefix: row.tokenPrefix,
        scopes: row.scopes,
        createdAt: row.createdAt.toISOString(),
        expiresAt: row.expiresAt?.toISOString() ?? null,
        lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
        lastUsedIp: row.lastUsedIp,
        revokedAt: row.revokedAt?.toISOString() ?? null,
      }),
    );
  }

  async erase(manager: EntityManager, subject: AccountSubject): Promise<void> {
    await this.tokens.deleteAllOf(manager, subject.userId);
  }
}
