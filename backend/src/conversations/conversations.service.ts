import {
  BadRequestException,
  ForbiddenException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ThrottlerStorage } from '@nestjs/throttler';
import type { Readable } from 'node:stream';
import { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { type User, UsersService, type Viewer } from '../auth/auth.api';
import { type AppEvent, EVENTS_CHANNEL, EventsService } from '../events/events.api';
import { type OfferParty, ProvidersService } from '../providers/providers.api';
import { type OfferRequestContext, RequestsService } from '../requests/requests.api';
import { DomainEvents } from '../common/domain-events/domain-events';
import { fieldError } from '../common/http/field-error';
import { mailboxKey } from '../common/mailbox/mailbox-key';
import type { PgThrottlerStorage } from '../common/throttling/pg-throttler-storage';
import { attachmentDisposition, AttachmentStorageService, type ReceivedFile } from './attachment-storage.service';
import {
  CONVERSATION_MESSAGES,
  CONVERSATIONS_PAGE_SIZE_DEFAULT,
  messageRateLimits,
  messagePreview,
  NEW_QUESTIONS_PER_HOUR,
  THREAD_PAGE_SIZE,
} from './conversation-rules';

/** What a deleted couple's messages say instead (the provider keeps its offer's thread). */
export const ERASED_MESSAGE = 'Zpráva byla smazána spolu s účtem odesílatele.';

/** The admin reads a reported conversation whole (up to this many messages, the newest). */
const ADMIN_THREAD_MAX = 2000;
import {
  type AttachmentRow,
  type ConversationRow,
  coupleKey,
  ConversationsRepository,
  type SystemNotice,
  type InboxOwner,
  type InboxRow,
  type MessageRow,
} from './conversations.repository';
import type {
  ConversationPageDto,
  ExportedConversationDto,
  ConversationSummaryDto,
  ConversationThreadDto,
  MessageDto,
  MessagingSettingsDto,
  SendMessageFieldsDto,
  StartConversationDto,
  ThreadOfferStatus,
  UnreadCountDto,
} from './dto/conversation.dto';
import type { MessageReportedDto, ReportMessageDto } from './dto/message-report.dto';
import type { ConversationSide } from './entities/conversation.entity';
import type { MessageCreated } from './conversation-events';

export interface AttachmentDownload {
  stream: Readable;
  contentType: string;
  sizeBytes: number;
  contentDisposition: string;
}

/** The offers' statuses by id: the Offers module registers it (useOfferStatuses), since it depends on this module. */
export type OfferStatusSource = (offerIds: number[]) => Promise<Map<number, ThreadOfferStatus>>;

/** Who acts in a conversation, as resolved once per call. */
interface Access {
  conversation: ConversationRow;
  side: ConversationSide;
  /** The account acting for the side: the session's, or for a manage link the request's owner (null without one). */
  actorUserId: number | null;
  /** For a couple acting by manage link: the request, the key of its rate limit. */
  linkRequestId: number | null;
  /** The owner of the conversation's request when the check read it (undefined: not read; null: no owner). */
  requestUserId?: number | null;
  /** The request's contact e-mail when the check read it (the couple's side of a request's thread). */
  contactEmail?: string;
}

/** The people behind conversations, looked up once for a page or a thread. */
interface Parties {
  providers: Map<number, OfferParty>;
  requests: Map<number, OfferRequestContext>;
  users: Map<number, User>;
  offerStatuses: Map<number, ThreadOfferStatus>;
  /** Each thread's offers and their requests, newest first. */
  threadOffers: Map<number, Array<{ offerId: number; requestId: number }>>;
}

const other = (side: ConversationSide): ConversationSide => (side === 'couple' ? 'provider' : 'couple');

/** A signed-in couple's name as a provider sees it on a question (no e-mail: the address stays private). */
export function accountDisplayName(user: Pick<User, 'firstName' | 'lastName'> | undefined): string {
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ').trim();
  return name || 'Uživatel Svatby';
}

/**
 * One name per couple in the provider's inbox (issue 51): the couple's name on the latest request
 * the thread's offers answer (how the couple presents itself for the wedding, e.g. 'Eliška a Tomáš'),
 * else its account's name (a question alone), else 'Uživatel Svatby'.
 */
export function coupleDisplayName(
  account: Pick<User, 'firstName' | 'lastName'> | undefined,
  latestRequest: { coupleName: string } | undefined,
): string {
  return latestRequest?.coupleName.trim() || accountDisplayName(account);
}

/**
 * Conversations between a couple and a provider (issue 19). The couple's side is the request's
 * owner (signed in) or whoever holds its manage link, or the asking account of a question; the
 * provider's side is the provider profile's account. Anyone else gets 404 'Konverzace nenalezena'
 * (admins read reported conversations through MessagingAdminService). Messages are plain text,
 * rate limited per account or manage link; a blocked account sends nothing. Live events go out
 * after each commit.
 */
@Injectable()
export class ConversationsService {
  private offerStatusSource: OfferStatusSource | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly conversations: ConversationsRepository,
    private readonly requests: RequestsService,
    private readonly providers: ProvidersService,
    private readonly users: UsersService,
    private readonly events: EventsService,
    private readonly files: AttachmentStorageService,
    @Inject(ThrottlerStorage) private readonly limits: PgThrottlerStorage,
    private readonly config: AppConfig,
    private readonly domainEvents: DomainEvents,
  ) {}

  // ---- for the Offers module ----

  /** The Offers module tells where offer statuses come from (ConversationSummaryDto.offerStatus); without it they are null. */
  useOfferStatuses(source: OfferStatusSource): void {
    this.offerStatusSource = source;
  }

  /**
   * In the offer's transaction: the offer's conversation with the offer's message as the provider's
   * message. One thread per couple and provider (issue 51): the couple's thread with the provider
   * when there is one (a question from the portfolio, an offer on another of its requests), the same
   * one when a withdrawn offer is sent again, else a new one. The couple is the request's account,
   * else its contact mailbox (`couple` as the caller read it with the request, else read here). Its
   * id. Publishes nothing: the caller's 'offer.created' after the commit covers it.
   */
  async openForOffer(
    manager: EntityManager,
    offer: { id: number; requestId: number; providerId: number; message: string },
    senderUserId?: number,
    couple?: { userId: number | null; contactEmail: string },
  ): Promise<number> {
    const party = couple ?? (await this.requests.offerContext(offer.requestId));
    const coupleUserId = party?.userId ?? null;
    const conversationId = await this.conversations.openForOffer(manager, {
      offerId: offer.id,
      requestId: offer.requestId,
      providerId: offer.providerId,
      coupleUserId,
      coupleKey: coupleKey({ userId: coupleUserId, mailboxKey: mailboxKey(party?.contactEmail ?? ''), requestId: offer.requestId }),
    });
    const userId = senderUserId ?? (await this.providers.accountOf(offer.providerId));
    await this.conversations.insertMessage(manager, {
      conversationId,
      senderSide: 'provider',
      senderUserId: userId,
      body: offer.message,
    });
    return conversationId;
  }

  /**
   * In the caller's transaction (the Offers module's "Potřebuji upřesnit", issue 45): the couple's
   * one thread with the provider (opened when there is none), now showing this request, with Svatby's
   * notice `notice` in it. The couple is the request's account, else its contact mailbox. Its id.
   * Publishes nothing: the caller tells both sides after the commit.
   */
  async openForRequest(
    manager: EntityManager,
    request: { id: number; userId: number | null; contactEmail: string },
    providerId: number,
    notice: SystemNotice,
    actor: ConversationSide,
  ): Promise<number> {
    const conversationId = await this.conversations.openForRequest(manager, {
      requestId: request.id,
      providerId,
      coupleUserId: request.userId,
      coupleKey: coupleKey({ userId: request.userId, mailboxKey: mailboxKey(request.contactEmail), requestId: request.id }),
    });
    await this.postSystemMessage(manager, conversationId, notice, actor);
    return conversationId;
  }

  /**
   * In the caller's transaction: a notice from Svatby in the conversation (e.g. the automatic
   * decline), with a text per audience when the two sides read it differently (the couple reads of
   * its own action in the second person). Unread for both sides except `actor`, the side whose own
   * action it reports (it knows already), and never e-mailed. Publishes nothing.
   */
  async postSystemMessage(
    manager: EntityManager,
    conversationId: number,
    notice: string | SystemNotice,
    actor?: ConversationSide,
  ): Promise<void> {
    const text = typeof notice === 'string' ? { body: notice } : notice;
    await this.conversations.insertMessage(manager, {
      conversationId,
      senderSide: 'system',
      senderUserId: null,
      body: text.body,
      coupleBody: text.coupleBody ?? null,
      providerBody: text.providerBody ?? null,
      actorSide: actor ?? null,
    });
  }

  /** Whether an admin blocked the account from sending messages and offers. */
  async isBlocked(userId: number): Promise<boolean> {
    return (await this.conversations.settings([userId])).get(userId)?.blockedAt != null;
  }

  /** The offers' conversation ids and unread counts from `side` (OfferDto.conversationId, unreadMessages); offers without one are left out. */
  unreadForOffers(
    offerIds: readonly number[],
    side: ConversationSide,
  ): Promise<Map<number, { conversationId: number; unread: number }>> {
    return this.conversations.unreadForOffers([...new Set(offerIds)], side);
  }

  // ---- the inbox ----

  /** GET /api/conversations: the viewer's threads on both sides, newest activity first. */
  async list(viewer: Viewer, page = 1, pageSize = CONVERSATIONS_PAGE_SIZE_DEFAULT): Promise<ConversationPageDto> {
    const owner = await this.ownerOf(viewer);
    const { rows, total } = await this.conversations.inboxPage(owner, page, pageSize);
    const parties = await this.parties(rows);
    return { items: rows.map((row) => this.summary(row, parties)), total, page, pageSize };
  }

  /** GET /api/conversations/unread. */
  async unreadCounts(viewer: Viewer): Promise<UnreadCountDto> {
    return this.conversations.unreadTotals(await this.ownerOf(viewer));
  }

  /**
   * POST /api/conversations: a signed-in account asks a listed provider (not its own profile, not a
   * demo one) a question; a second question continues the same thread. At most 10 new threads an
   * hour per account (429), besides the messages' limits.
   */
  async startQuestion(viewer: Viewer, dto: StartConversationDto): Promise<ConversationSummaryDto> {
    const user = viewer.user!;
    const provider = await this.providers.listedProvider(dto.providerId);
    if (!provider) throw new NotFoundException(CONVERSATION_MESSAGES.providerNotFound);
    if (provider.userId === user.id) throw fieldError('providerId', CONVERSATION_MESSAGES.ownProfile);
    if (provider.isDemo) throw fieldError('providerId', CONVERSATION_MESSAGES.demoProvider);
    await this.assertMaySend(user.id);
    if (!(await this.conversations.hasQuestion(provider.id, user.id))) {
      const counted = await this.limits.increment(`questions:user:${user.id}`, 3_600_000, NEW_QUESTIONS_PER_HOUR, 3_600_000);
      if (counted.isBlocked) throw new HttpException(CONVERSATION_MESSAGES.tooManyQuestions, HttpStatus.TOO_MANY_REQUESTS);
    }
    await this.countMessage({ actorUserId: user.id, linkRequestId: null });
    const conversationId = await this.dataSource.transaction(async (manager) => {
      const { id } = await this.conversations.openQuestion(manager, provider.id, user.id);
      await this.conversations.insertMessage(manager, {
        conversationId: id,
        senderSide: 'couple',
        senderUserId: user.id,
        body: dto.message,
      });
      return id;
    });
    await this.events.publish([provider.userId, user.id], { type: 'message.created', conversationId });
    const created: MessageCreated = {
      type: 'message.created',
      conversationId,
      senderSide: 'couple',
      senderUserId: user.id,
      recipientUserIds: [provider.userId],
    };
    await this.domainEvents.publish(created);
    return this.summaryOf(conversationId, 'couple');
  }

  // ---- a thread ----

  /** GET /api/conversations/{id}/messages: the last 50 messages before `before`, oldest first. */
  async thread(id: number, viewer: Viewer, token?: string, before?: number): Promise<ConversationThreadDto> {
    const access = await this.access(id, viewer, token);
    return this.threadOf(access.conversation.id, access.side, before);
  }

  /** A thread from a side (also the admin's view of a reported one, from the couple's side with nothing "mine"). */
  async threadOf(conversationId: number, side: ConversationSide, before?: number, admin = false): Promise<ConversationThreadDto> {
    const pageSize = admin ? ADMIN_THREAD_MAX : THREAD_PAGE_SIZE;
    const rows = await this.conversations.messages(conversationId, before, pageSize + 1);
    const hasOlder = rows.length > pageSize;
    const page = hasOlder ? rows.slice(1) : rows;
    const ids = page.map((row) => row.id);
    const [attachments, reported, conversation] = await Promise.all([
      this.conversations.attachmentsOf(ids),
      admin ? Promise.resolve(new Set<number>()) : this.conversations.reportedBy(side, ids),
      this.summaryOf(conversationId, side),
    ]);
    return {
      conversation,
      messages: page.map((row) => toMessageDto(row, attachments, admin ? null : side, reported)),
      hasOlder,
    };
  }

  /**
   * POST /api/conversations/{id}/messages: checks (side, block, text or files, rate limit, file
   * contents), writes the files, stores the message and its attachments in one transaction (the
   * files go again when it fails), then tells both sides' open tabs.
   */
  async send(id: number, viewer: Viewer, fields: SendMessageFieldsDto, received: readonly ReceivedFile[]): Promise<MessageDto> {
    // The hot path of messaging: the conversation and the session user's block in one read, the
    // limits in at most one statement, the message, its files and its live event in one more.
    const found = await this.conversations.findForSender(id, viewer.user?.id ?? null);
    if (!found) throw new NotFoundException(CONVERSATION_MESSAGES.notFound);
    const { senderBlocked, ...conversation } = found;
    const access = await this.accessTo(conversation, viewer, fields.token);
    if (access.actorUserId !== null) {
      // A manage link acts for the request's owner, whose block was not read with the conversation.
      const blocked = access.actorUserId === viewer.user?.id ? senderBlocked : await this.isBlocked(access.actorUserId);
      if (blocked) throw new ForbiddenException(CONVERSATION_MESSAGES.blocked);
    }
    const body = fields.body ?? '';
    if (body === '' && received.length === 0) throw fieldError('body', CONVERSATION_MESSAGES.emptyBody);
    const [, sides, coupleBlocked] = await Promise.all([
      this.countMessage(access),
      this.sideUsers(conversation, {
        requestUserId: access.requestUserId,
        providerUserId: viewer.provider?.id === conversation.providerId ? viewer.provider.userId : undefined,
      }),
      // The couple of a request, by its link or signed in: an admin may have blocked the link or the mailbox it came from.
      access.side === 'couple' && (access.linkRequestId ?? conversation.requestId) !== null
        ? this.conversations.coupleBlocked(access.linkRequestId ?? conversation.requestId!, mailboxKey(access.contactEmail ?? ''))
        : false,
    ]);
    if (coupleBlocked) throw new ForbiddenException(CONVERSATION_MESSAGES.linkBlocked);
    const checked = await this.files.check(received);
    const written = await this.files.write(checked);
    let stored: { message: MessageRow; attachments: AttachmentRow[] };
    try {
      stored = await this.conversations.postMessage(
        { conversationId: id, senderSide: access.side, senderUserId: access.actorUserId, body },
        written,
        EVENTS_CHANNEL,
        this.events.notices([...sides.couple, ...sides.provider], { type: 'message.created', conversationId: id }),
      );
    } catch (error) {
      await this.files.remove(written.map((file) => file.storageKey));
      throw error;
    }
    const created: MessageCreated = {
      type: 'message.created',
      conversationId: id,
      senderSide: access.side,
      senderUserId: access.actorUserId,
      recipientUserIds: sides[access.side === 'couple' ? 'provider' : 'couple'],
    };
    await this.domainEvents.publish(created);
    return toMessageDto(stored.message, stored.attachments, access.side, new Set());
  }

  /** POST /api/conversations/{id}/read: the viewer's side has read up to the latest message; the reader's other tabs are told. */
  async markRead(id: number, viewer: Viewer, token?: string): Promise<void> {
    const access = await this.access(id, viewer, token);
    await this.conversations.markRead(id, access.side);
    const sides = await this.sideUsers(access.conversation);
    await this.events.publish(sides[access.side], { type: 'conversation.read', conversationId: id });
  }

  /** GET /api/conversations/{id}/attachments/{attachmentId}: the two sides, or an admin when the conversation has a report. */
  async attachment(id: number, attachmentId: number, viewer: Viewer, token?: string): Promise<AttachmentDownload> {
    try {
      await this.access(id, viewer, token);
    } catch (error) {
      const adminOnReport =
        viewer.user?.isAdmin === true && error instanceof NotFoundException && (await this.conversations.hasReport(id));
      if (!adminOnReport) throw error;
    }
    const row = await this.conversations.attachment(id, attachmentId);
    const stream = row ? await this.files.open(row.storageKey) : null;
    if (!row || !stream) throw new NotFoundException(CONVERSATION_MESSAGES.attachmentNotFound);
    return {
      stream,
      contentType: row.contentType,
      sizeBytes: row.sizeBytes,
      contentDisposition: attachmentDisposition(row.fileName),
    };
  }

  /** POST /api/messages/{id}/reports: a side reports a message of the other side, once (409 the second time). */
  async report(messageId: number, viewer: Viewer, dto: ReportMessageDto): Promise<MessageReportedDto> {
    const message = await this.conversations.message(messageId);
    if (!message) throw new NotFoundException(CONVERSATION_MESSAGES.messageNotFound);
    let access: Access;
    try {
      access = await this.access(message.conversationId, viewer, dto.token);
    } catch (error) {
      if (error instanceof NotFoundException) throw new NotFoundException(CONVERSATION_MESSAGES.messageNotFound);
      throw error;
    }
    if (message.senderSide !== other(access.side)) throw new BadRequestException(CONVERSATION_MESSAGES.reportOwn);
    const stored = await this.conversations.insertReport({
      messageId,
      reporterSide: access.side,
      reporterUserId: access.actorUserId,
      reason: dto.reason,
      note: dto.note?.trim() || null,
    });
    if (!stored) throw new HttpException(CONVERSATION_MESSAGES.alreadyReported, HttpStatus.CONFLICT);
    return { message: CONVERSATION_MESSAGES.reported };
  }

  // ---- settings ----

  async settings(userId: number): Promise<MessagingSettingsDto> {
    const row = (await this.conversations.settings([userId])).get(userId);
    return { messageEmails: row?.messageEmails ?? true };
  }

  async updateSettings(userId: number, dto: MessagingSettingsDto): Promise<MessagingSettingsDto> {
    await this.conversations.setMessageEmails(userId, dto.messageEmails);
    return this.settings(userId);
  }

  // ---- the account's data rights (AccountModule) ----

  /** The account's conversations on both sides with every message, for its export (oldest first). */
  async exportOf(userId: number, providerId: number | null): Promise<ExportedConversationDto[]> {
    const owner: InboxOwner = { providerId, userId, requestIds: await this.requests.ownedRequestIds(userId) };
    const conversations = await this.conversations.exportOf(owner);
    const messages = await this.conversations.allMessages(conversations.map((row) => row.id));
    const attachments = await this.conversations.attachmentsOf(messages.map((row) => row.id));
    return conversations.map((row) => ({
      id: row.id,
      side: row.side,
      providerId: row.providerId,
      requestId: row.requestId,
      offerId: row.offerId,
      createdAt: row.createdAt.toISOString(),
      messages: messages
        .filter((message) => message.conversationId === row.id)
        .map((message) => toMessageDto(message, attachments, row.side, new Set()))
        .map(({ reportedByMe: _reported, conversationId: _conversation, ...message }) => message),
    }));
  }

  /** The attachment files of a provider's conversations (they go with the provider's row by cascade): their storage keys. */
  async attachmentKeysOfProvider(manager: EntityManager, providerId: number): Promise<string[]> {
    return this.conversations.storageKeysOf(
      manager,
      await this.conversations.idsOf(manager, { providerIds: [providerId], requestIds: [] }),
    );
  }

  /**
   * In an account deletion's transaction: its question threads are deleted; in the threads of its
   * requests (`requestIds`: those the deletion closed) the couple's messages lose their text and
   * attachments (the provider keeps the thread of its offer). The storage keys of the files to
   * remove after the commit (removeFiles).
   */
  async forgetCouple(manager: EntityManager, userId: number, requestIds: readonly number[]): Promise<string[]> {
    const questions = await this.conversations.questionIdsOf(manager, userId);
    const questionFiles = await this.conversations.storageKeysOf(manager, questions);
    await this.conversations.deleteConversations(manager, questions);
    const requestFiles = await this.conversations.anonymiseCoupleMessages(manager, requestIds, ERASED_MESSAGE, userId);
    return [...questionFiles, ...requestFiles];
  }

  /** After the commit of a deletion: removes the attachment files (best effort). */
  removeFiles(storageKeys: readonly string[]): Promise<void> {
    return this.files.remove(storageKeys);
  }

  // ---- shared with the admin side and the mail job ----

  /** A conversation's summary from a side (the admin's view uses the couple's). */
  async summaryOf(conversationId: number, side: ConversationSide): Promise<ConversationSummaryDto> {
    const row = await this.conversations.inboxRow(conversationId, side);
    if (!row) throw new NotFoundException(CONVERSATION_MESSAGES.notFound);
    return this.summary(row, await this.parties([row]));
  }

  /**
   * The accounts of each side (for events): the provider's, and the couple's (question asker or
   * request owner; none for a link-only couple). `known` passes what the caller has already read.
   */
  async sideUsers(
    conversation: ConversationRow,
    known: { providerUserId?: number; requestUserId?: number | null } = {},
  ): Promise<Record<ConversationSide, number[]>> {
    const [providerUser, coupleUser] = await Promise.all([
      known.providerUserId ?? this.providers.accountOf(conversation.providerId),
      conversation.coupleUserId !== null || conversation.requestId === null
        ? conversation.coupleUserId
        : known.requestUserId !== undefined
          ? known.requestUserId
          : this.requests.offerContext(conversation.requestId).then((request) => request?.userId ?? null),
    ]);
    return { provider: providerUser ? [providerUser] : [], couple: coupleUser ? [coupleUser] : [] };
  }

  /** Publishes an event after a commit (for the callers in this module). */
  publish(userIds: number[], event: AppEvent): Promise<void> {
    return this.events.publish(userIds, event);
  }

  // ---- rules ----

  /**
   * The viewer's side of the conversation, else 404. A manage link's token makes its holder the
   * couple of the link's request (an unknown link 400, an expired one 410, as on the manage page);
   * otherwise the session decides: the provider profile's conversations, then the couple's own.
   */
  private async access(id: number, viewer: Viewer, token: string | undefined): Promise<Access> {
    const conversation = await this.conversations.find(id);
    if (!conversation) throw new NotFoundException(CONVERSATION_MESSAGES.notFound);
    return this.accessTo(conversation, viewer, token);
  }

  private async accessTo(conversation: ConversationRow, viewer: Viewer, token: string | undefined): Promise<Access> {
    if (token !== undefined) {
      const requestId = await this.requests.requestForManageToken(token);
      // A manage link opens the thread of any of its request's offers (the couple's one thread with the provider).
      if (requestId === conversation.requestId || (await this.conversations.threadRequestIds(conversation.id)).includes(requestId)) {
        const request = await this.requests.offerContext(requestId);
        const owner = request?.userId ?? null;
        return {
          conversation,
          side: 'couple',
          actorUserId: owner,
          linkRequestId: requestId,
          requestUserId: owner,
          contactEmail: request?.contactEmail,
        };
      }
    }
    const user = viewer.user;
    if (user) {
      if (viewer.provider && viewer.provider.id === conversation.providerId) {
        return { conversation, side: 'provider', actorUserId: user.id, linkRequestId: null };
      }
      // The couple's account (asker, or owner of the requests when the offers came), or the owner of one of the thread's requests.
      const latest = conversation.requestId === null ? null : await this.requests.offerContext(conversation.requestId);
      if (conversation.coupleUserId === user.id) {
        return {
          conversation,
          side: 'couple',
          actorUserId: user.id,
          linkRequestId: null,
          ...(latest ? { requestUserId: latest.userId, contactEmail: latest.contactEmail } : {}),
        };
      }
      const owned =
        latest?.userId === user.id
          ? latest
          : [...(await this.requests.offerContexts(await this.conversations.threadRequestIds(conversation.id))).values()].find(
              (request) => request.userId === user.id,
            );
      if (owned) {
        return {
          conversation,
          side: 'couple',
          actorUserId: user.id,
          linkRequestId: null,
          requestUserId: owned.userId,
          contactEmail: owned.contactEmail,
        };
      }
    }
    throw new NotFoundException(CONVERSATION_MESSAGES.notFound);
  }

  private async assertMaySend(userId: number): Promise<void> {
    if (await this.isBlocked(userId)) throw new ForbiddenException(CONVERSATION_MESSAGES.blocked);
  }

  /** Counts a message against the account's (or, without one, the manage link's request's) limits: 429 beyond them. */
  private async countMessage(actor: Pick<Access, 'actorUserId' | 'linkRequestId'>): Promise<void> {
    const key = actor.actorUserId !== null ? `messages:user:${actor.actorUserId}` : `messages:request:${actor.linkRequestId}`;
    // Both windows in one call (one statement for the exact ones), stopping at the first that blocks, as one after the other did.
    const counted = await this.limits.incrementMany(
      messageRateLimits(this.config.messageRateLimitPerMinute).map(({ limit, windowMs }) => ({
        key: `${key}:${windowMs}`,
        ttl: windowMs,
        limit,
        blockDuration: windowMs,
      })),
    );
    if (counted.some((record) => record.isBlocked)) throw new HttpException(CONVERSATION_MESSAGES.rateLimited, HttpStatus.TOO_MANY_REQUESTS);
  }

  /** Whose threads the inbox shows: the viewer's provider profile's, its questions, its own requests'. */
  private async ownerOf(viewer: Viewer): Promise<InboxOwner> {
    const user = viewer.user!;
    return { providerId: viewer.provider?.id ?? null, userId: user.id, requestIds: await this.requests.ownedRequestIds(user.id) };
  }

  private async parties(rows: readonly ConversationRow[]): Promise<Parties> {
    const offers = await this.conversations.threadOffers(rows.map((row) => row.id));
    const threadOffers = new Map<number, Array<{ offerId: number; requestId: number }>>();
    for (const offer of offers) threadOffers.set(offer.conversationId, [...(threadOffers.get(offer.conversationId) ?? []), offer]);
    const offerIds = [
      ...new Set([...rows.map((row) => row.offerId), ...offers.map((offer) => offer.offerId)].filter((id): id is number => id !== null)),
    ];
    const requestIds = [...rows.map((row) => row.requestId), ...offers.map((offer) => offer.requestId)];
    const [providers, requests, users, offerStatuses] = await Promise.all([
      this.providers.offerParties(rows.map((row) => row.providerId)),
      this.requests.offerContexts([...new Set(requestIds.filter((id): id is number => id !== null))]),
      this.users.findByIds([...new Set(rows.filter((row) => row.coupleUserId !== null).map((row) => row.coupleUserId!))]),
      offerIds.length > 0 && this.offerStatusSource
        ? this.offerStatusSource(offerIds)
        : Promise.resolve(new Map<number, ThreadOfferStatus>()),
    ]);
    return { providers, requests, users, offerStatuses, threadOffers };
  }

  private summary(row: InboxRow, parties: Parties): ConversationSummaryDto {
    const provider = parties.providers.get(row.providerId);
    const request = row.requestId === null ? undefined : parties.requests.get(row.requestId);
    const account = row.coupleUserId === null ? undefined : parties.users.get(row.coupleUserId);
    const counterpart =
      row.side === 'couple'
        ? { name: provider?.companyName ?? 'Dodavatel', imageUrl: provider?.profileImageUrl ?? null, providerId: row.providerId }
        : { name: coupleDisplayName(account, request), imageUrl: account?.profileImageUrl ?? null, providerId: null };
    const offers = (parties.threadOffers.get(row.id) ?? []).flatMap((offer) => {
      const offerRequest = parties.requests.get(offer.requestId);
      if (!offerRequest) return [];
      return [
        {
          offerId: offer.offerId,
          status: parties.offerStatuses.get(offer.offerId) ?? null,
          request: {
            id: offerRequest.id,
            title: offerRequest.title,
            weddingDate: offerRequest.weddingDate,
            location: offerRequest.location,
          },
        },
      ];
    });
    return {
      id: row.id,
      side: row.side,
      counterpart,
      request: request ? { id: request.id, title: request.title } : null,
      offerId: row.offerId,
      offerStatus: row.offerId === null ? null : (parties.offerStatuses.get(row.offerId) ?? null),
      offers,
      lastMessage:
        row.lastSenderSide === null
          ? null
          : {
              body: messagePreview(row.lastBody ?? ''),
              senderSide: row.lastSenderSide,
              createdAt: row.lastCreatedAt!.toISOString(),
            },
      unreadCount: row.unreadCount,
      lastMessageAt: row.lastMessageAt.toISOString(),
    };
  }
}

/** A message as a side sees it (`side` null: the admin's view, nothing is "mine"). */
export function toMessageDto(
  row: MessageRow,
  attachments: readonly AttachmentRow[],
  side: ConversationSide | null,
  reported: ReadonlySet<number>,
  audience: ConversationSide | null = side,
): MessageDto {
  const perAudience = audience === 'couple' ? row.coupleBody : audience === 'provider' ? row.providerBody : null;
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderSide: row.senderSide,
    body: perAudience ?? row.body,
    createdAt: row.createdAt.toISOString(),
    attachments: attachments
      .filter((file) => file.messageId === row.id)
      .map((file) => ({ id: file.id, fileName: file.fileName, contentType: file.contentType, sizeBytes: file.sizeBytes })),
    mine: side !== null && row.senderSide === side,
    reportedByMe: reported.has(row.id),
  };
}
