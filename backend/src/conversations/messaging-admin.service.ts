import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AuditLog } from '../audit/audit.api';
import { type User, UsersService } from '../auth/auth.api';
import { ProvidersService } from '../providers/providers.api';
import { REQUEST_NOT_FOUND, RequestsService } from '../requests/requests.api';
import type { MessageResponseDto } from '../common/http/api-error.dto';
import { mailboxKey } from '../common/mailbox/mailbox-key';
import { CONVERSATION_MESSAGES } from './conversation-rules';
import { ConversationsRepository, type MessageRow, type ReportRow } from './conversations.repository';
import { accountDisplayName, ConversationsService, toMessageDto } from './conversations.service';
import type { ConversationThreadDto } from './dto/conversation.dto';
import type {
  AdminMessageReportsQueryDto,
  MessageReportDto,
  MessageReportPageDto,
  MessageSenderDto,
  MessageSenderBlockTarget,
  MessagingBlockDto,
  MessagingBlockStatusDto,
  RequestMessagingBlockDto,
  RequestMessagingBlockStatusDto,
  ResolveMessageReportDto,
} from './dto/message-report.dto';

const PAGE_SIZE_DEFAULT = 20;

/**
 * What blocking a message's sender acts on: its account; for a couple's message without one (sent
 * through the request's manage link), the request's link and its mailbox; else nothing.
 */
function blockTargetOf(message: { senderSide: string; senderUserId: number | null }, requestId: number | null): MessageSenderBlockTarget | null {
  if (message.senderUserId !== null) return 'account';
  return message.senderSide === 'couple' && requestId !== null ? 'link' : null;
}

/**
 * The admin's 'Zprávy' tab (issue 19): reported messages with their sender, the whole reported
 * conversation, and the decisions (dismiss; block the sender with a reason: its account, or for a
 * couple without one the request's manage link and its mailbox (issue 43); block or unblock any
 * account or request's link). Every decision is audited in its own transaction (AuditLog).
 */
@Injectable()
export class MessagingAdminService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly conversations: ConversationsRepository,
    private readonly service: ConversationsService,
    private readonly providers: ProvidersService,
    private readonly requests: RequestsService,
    private readonly users: UsersService,
    private readonly audit: AuditLog,
  ) {}

  /** GET /api/admin/message-reports: open (default) or resolved reports, newest first, with the message and its sender. */
  async reports(query: AdminMessageReportsQueryDto): Promise<MessageReportPageDto> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? PAGE_SIZE_DEFAULT;
    const { rows, total } = await this.conversations.reportPage(query.status === 'resolved', page, pageSize);
    const messages = await this.conversations.messagesByIds([...new Set(rows.map((row) => row.messageId))]);
    const byId = new Map(messages.map((message) => [message.id, message]));
    const [attachments, providers, requests, users, settings] = await Promise.all([
      this.conversations.attachmentsOf(messages.map((message) => message.id)),
      this.providers.offerParties(rows.map((row) => row.providerId)),
      this.requests.offerContexts([...new Set(rows.map((row) => row.requestId).filter((id): id is number => id !== null))]),
      this.users.findByIds(messages.map((message) => message.senderUserId).filter((id): id is number => id !== null)),
      this.conversations.settings(messages.map((message) => message.senderUserId).filter((id): id is number => id !== null)),
    ]);
    // The links and mailboxes of the couples without an account among the senders.
    const linkRequests = rows.filter((row) => {
      const message = byId.get(row.messageId);
      return message !== undefined && blockTargetOf(message, row.requestId) === 'link';
    });
    const linkBlocks = await this.conversations.blockedLinks(
      linkRequests.map((row) => row.requestId!),
      linkRequests.map((row) => mailboxKey(requests.get(row.requestId!)?.contactEmail ?? '')).filter((key) => key !== ''),
    );
    const linkBlocked = (requestId: number | null) => {
      if (requestId === null) return false;
      const key = mailboxKey(requests.get(requestId)?.contactEmail ?? '');
      return linkBlocks.requests.has(requestId) || (key !== '' && linkBlocks.mailboxes.has(key));
    };
    const items = rows
      .filter((row) => byId.has(row.messageId))
      .map((row): MessageReportDto => {
        const message = byId.get(row.messageId)!;
        const provider = providers.get(row.providerId);
        const request = row.requestId === null ? undefined : requests.get(row.requestId);
        return {
          id: row.id,
          reason: row.reason,
          note: row.note,
          createdAt: row.createdAt.toISOString(),
          resolvedAt: row.resolvedAt?.toISOString() ?? null,
          reporterSide: row.reporterSide,
          message: toMessageDto(message, attachments, null, new Set()),
          conversationId: row.conversationId,
          providerId: row.providerId,
          providerName: provider?.companyName ?? 'Dodavatel',
          requestId: row.requestId,
          requestTitle: request?.title ?? null,
          sender: this.sender(message, row, {
            provider: provider ? { name: provider.companyName, email: provider.email } : undefined,
            request: request ? { name: request.coupleName, email: request.contactEmail } : undefined,
            user: message.senderUserId === null ? undefined : users.get(message.senderUserId),
            blocked:
              message.senderUserId !== null
                ? settings.get(message.senderUserId)?.blockedAt != null
                : blockTargetOf(message, row.requestId) === 'link' && linkBlocked(row.requestId),
          }),
        };
      });
    return { items, total, page, pageSize };
  }

  /** GET /api/admin/conversations/{id}/messages: a conversation with a report, whole; 404 otherwise. */
  async conversation(id: number): Promise<ConversationThreadDto> {
    if (!(await this.conversations.hasReport(id))) throw new NotFoundException(CONVERSATION_MESSAGES.notFound);
    return this.service.threadOf(id, 'couple', undefined, true);
  }

  /**
   * POST /api/admin/message-reports/{id}/resolve: dismiss, or block the sender (its account; a couple
   * without one by its request's manage link and, unless `mailbox` is false, the mailbox the request
   * came from); the message's open reports close; audited.
   */
  async resolve(admin: User, id: number, dto: ResolveMessageReportDto): Promise<MessageResponseDto> {
    // The request's contact e-mail (its mailbox key) is read before the transaction, from the Requests module.
    const requestId = await this.conversations.requestOfReport(id);
    const request = requestId !== null ? await this.requests.offerContext(requestId) : null;
    return this.dataSource.transaction(async (manager) => {
      const report = await this.conversations.lockReport(manager, id);
      if (!report) throw new NotFoundException(CONVERSATION_MESSAGES.reportNotFound);
      if (report.resolvedAt !== null) throw new ConflictException(CONVERSATION_MESSAGES.reportResolved);
      let linkBlock: { blockedRequestId: number; blockedMailbox: boolean } | null = null;
      if (dto.action === 'block') {
        const target = blockTargetOf(report, report.requestId);
        if (target === 'account') {
          await this.conversations.setBlock(manager, report.senderUserId!, { reason: dto.reason! });
        } else if (target === 'link' && request && request.id === report.requestId) {
          linkBlock = await this.blockLink(manager, request.id, request.contactEmail, { reason: dto.reason! }, dto.mailbox ?? true);
        } else {
          throw new BadRequestException(CONVERSATION_MESSAGES.noSenderAccount);
        }
      }
      const resolvedReports = await this.conversations.resolveReportsOf(manager, report.messageId);
      await this.audit.record(manager, admin, {
        action: dto.action === 'block' ? 'message-report.block' : 'message-report.dismiss',
        targetType: 'message_report',
        targetId: id,
        details: {
          messageId: report.messageId,
          conversationId: report.conversationId,
          senderSide: report.senderSide,
          senderUserId: report.senderUserId,
          resolvedReports,
          ...(linkBlock ?? {}),
          ...(dto.reason ? { reason: dto.reason } : {}),
        },
      });
      return { message: dto.action === 'block' ? CONVERSATION_MESSAGES.senderBlocked : CONVERSATION_MESSAGES.dismissed };
    });
  }

  /**
   * PUT /api/admin/service-requests/{id}/messaging-block: blocks (reason required) or unblocks the
   * couple of a request by its manage link and, unless `mailbox` is false, the mailbox the request
   * came from (a block of that mailbox silences every request from it); audited. 404 for an unknown request.
   */
  async setRequestBlock(admin: User, requestId: number, dto: RequestMessagingBlockDto): Promise<RequestMessagingBlockStatusDto> {
    const request = await this.requests.offerContext(requestId);
    if (!request) throw new NotFoundException(REQUEST_NOT_FOUND);
    const withMailbox = dto.mailbox ?? true;
    const key = mailboxKey(request.contactEmail);
    return this.dataSource.transaction(async (manager) => {
      if (dto.blocked) {
        await this.blockLink(manager, requestId, request.contactEmail, { reason: dto.reason! }, withMailbox);
      } else {
        await this.conversations.setRequestBlock(manager, requestId, null);
        if (withMailbox) await this.conversations.setMailboxBlock(manager, key, null);
      }
      await this.audit.record(manager, admin, {
        action: dto.blocked ? 'request.messaging-block' : 'request.messaging-unblock',
        targetType: 'service_request',
        targetId: requestId,
        details: { mailbox: withMailbox && key !== '', ...(dto.reason ? { reason: dto.reason } : {}) },
      });
      const [link, mailboxBlocked] = await Promise.all([
        this.conversations.requestBlock(manager, requestId),
        this.conversations.mailboxBlocked(manager, key),
      ]);
      return {
        requestId,
        blocked: link !== null || mailboxBlocked,
        linkBlocked: link !== null,
        mailboxBlocked,
        blockedAt: link?.blockedAt.toISOString() ?? null,
        blockedReason: link?.blockedReason ?? null,
        message: dto.blocked ? CONVERSATION_MESSAGES.linkBlockedNow : CONVERSATION_MESSAGES.linkUnblockedNow,
      };
    });
  }

  /** Blocks a request's link and, when asked and it has one, the mailbox its contact e-mail names; what the audit records. */
  private async blockLink(
    manager: EntityManager,
    requestId: number,
    contactEmail: string,
    block: { reason: string },
    withMailbox: boolean,
  ): Promise<{ blockedRequestId: number; blockedMailbox: boolean }> {
    await this.conversations.setRequestBlock(manager, requestId, block);
    const key = mailboxKey(contactEmail);
    const blockedMailbox = withMailbox && key !== '';
    if (blockedMailbox) await this.conversations.setMailboxBlock(manager, key, block);
    return { blockedRequestId: requestId, blockedMailbox };
  }

  /** PUT /api/admin/users/{id}/messaging-block: blocks (reason required) or unblocks an account; audited. */
  async setBlock(admin: User, userId: number, dto: MessagingBlockDto): Promise<MessagingBlockStatusDto> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.conversations.setBlock(manager, userId, dto.blocked ? { reason: dto.reason! } : null);
      if (!row) throw new NotFoundException(CONVERSATION_MESSAGES.userNotFound);
      await this.audit.record(manager, admin, {
        action: dto.blocked ? 'user.messaging-block' : 'user.messaging-unblock',
        targetType: 'user',
        targetId: userId,
        details: dto.reason ? { reason: dto.reason } : null,
      });
      return {
        userId,
        blocked: row.blockedAt !== null,
        blockedAt: row.blockedAt?.toISOString() ?? null,
        blockedReason: row.blockedReason,
        message: dto.blocked ? CONVERSATION_MESSAGES.blockedNow : CONVERSATION_MESSAGES.unblockedNow,
      };
    });
  }

  /** Who wrote the message, as the admin sees it (contacts included: the admin acts on the report). */
  private sender(
    message: MessageRow,
    report: ReportRow,
    known: {
      provider?: { name: string; email: string };
      request?: { name: string; email: string };
      user?: User;
      blocked: boolean;
    },
  ): MessageSenderDto {
    const base = { userId: message.senderUserId, blocked: known.blocked, blockTarget: blockTargetOf(message, report.requestId) };
    if (message.senderSide === 'system') return { ...base, name: 'Svatby', email: null };
    if (message.senderSide === 'provider')
      return { ...base, name: known.provider?.name ?? 'Dodavatel', email: known.provider?.email ?? null };
    if (report.requestId !== null && known.request) return { ...base, name: known.request.name, email: known.request.email };
    return { ...base, name: accountDisplayName(known.user), email: known.user?.email ?? null };
  }
}
