import type { EntityManager } from 'typeorm';
import {
  AccountData,
  type AccountDataContributor,
  type AccountErasure,
  type AccountExport,
  type AccountSubject,
} from '../common/account-data/account-data';
import type { ExportedInvitationDto, ExportedShortlistEntryDto } from './dto/invitation.dto';
import { MatchingRepository } from './matching.repository';

/**
 * The account's shortlist and invitations (issue 45, "GDPR"): the export carries the shortlist and
 * the invitations it made as a couple (on its requests) or received as a provider. The deletion
 * removes the shortlist and the invitations of its requests (who invited whom is the couple's); a
 * provider's received invitations go with its profile (the foreign key's cascade). After Requests
 * (10), whose request ids it reads.
 */
@AccountData({ order: 27 })
export class MatchingAccountData implements AccountDataContributor {
  constructor(private readonly matching: MatchingRepository) {}

  async exportInto(subject: AccountSubject, document: AccountExport): Promise<void> {
    const [shortlist, invitations] = await Promise.all([
      this.matching.exportShortlist(subject.userId),
      this.matching.exportInvitations(subject.userId, subject.providerId, document.requestIds),
    ]);
    document.sections.shortlist = shortlist.map(
      (entry): ExportedShortlistEntryDto => ({ providerId: entry.providerId, addedAt: entry.createdAt.toISOString() }),
    );
    document.sections.invitations = invitations.map(
      (row): ExportedInvitationDto => ({ ...row, createdAt: row.createdAt.toISOString() }),
    );
  }

  async erase(manager: EntityManager, subject: AccountSubject, erasure: AccountErasure): Promise<void> {
    await this.matching.erase(manager, subject.userId, erasure.requestIds);
  }
}
