import { BadRequestException, ConflictException, GoneException, HttpException, HttpStatus, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { type User, UsersService } from '../auth/auth.api';
import { MailService, reviewConfirmLinkMail } from '../mail/mail.api';
import { BookingReviewLinks } from '../bookings/bookings.api';
import { OffersService } from '../offers/offers.api';
import { PROVIDER_NOT_FOUND, ProvidersService } from '../providers/providers.api';
import { DomainEvents } from '../common/domain-events/domain-events';
import { mailboxKey } from '../common/mailbox/mailbox-key';
import { hashToken, newLinkToken } from '../common/security/link-token';
import { AppConfig } from '../config/app-config';
import {
  BookingReviewInvitationDto,
  CanReviewResponseDto,
  CreateBookingReviewDto,
  CreateReviewDto,
  ListReviewsQueryDto,
  RatingStatsDto,
  ReviewConfirmedDto,
  ReviewDto,
  ReviewPageDto,
  ReviewSubmittedDto,
  type ReviewMark,
} from './dto/review.dto';
import {
  isGmailAddress,
  MAX_PENDING_REVIEWS_PER_MAILBOX_PER_DAY,
  REVIEW_CONFIRM_VALID_HOURS,
  REVIEW_MESSAGES,
  REVIEW_PAGE_SIZE_DEFAULT,
  REVIEW_REASONS,
  reviewerDisplayName,
} from './review-rules';
import type { ReviewPublished } from './review-events';
import { RatingStatsRow, ReviewRow, ReviewsRepository, type ReviewExportRecord } from './reviews.repository';
import { isUniqueViolation } from '../database/sql-state';


/**
 * Reviews that count (DESIGN.md section 5): a review is stored pending and published once its
 * author opens the e-mailed link (a signed-in author whose verified account e-mail it is, at once).
 * One published review per provider and mailbox (common/mailbox's key: Gmail aliases and +tags are
 * one mailbox; review_email_key = mailbox_key in SQL). Whether an address has reviewed a provider is never answered before that proof.
 */
@Injectable()
export class ReviewsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reviews: ReviewsRepository,
    private readonly providers: ProvidersService,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly offers: OffersService,
    private readonly bookingLinks: BookingReviewLinks,
    private readonly events: DomainEvents,
  ) {}

  /** Tells the other modules (after the commit) that a review went public. */
  private published(review: Pick<ReviewRow, 'id' | 'overallRating'>, providerId: number, bookingId: number | null): Promise<void> {
    const event: ReviewPublished = {
      type: 'review.published',
      reviewId: review.id,
      providerId,
      overallRating: review.overallRating,
      bookingId,
      publishedAt: new Date().toISOString(),
    };
    return this.events.publish(event);
  }

  /**
   * What the review form asks before sending (spec): whether the provider can be reviewed at all (not
   * a demo provider) and whether the address itself may review, and how the review will be marked.
   * A signed-in couple with a verified e-mail whose request this provider's accepted offer booked
   * (kind 'booking', "Ověřená spolupráce") may review from its account's address whatever the domain,
   * or from a Gmail account; everybody else by the spec's Gmail rule (kind 'email', "Ověřený e-mail").
   * Nothing stored about any mailbox (whether it has reviewed, its pending reviews) changes the answer.
   */
  async canReview(providerId: number, email?: string | null, viewer?: User): Promise<CanReviewResponseDto> {
    const provider = await this.requireProvider(providerId);
    if (provider.isDemo) return { canReview: false, reason: REVIEW_REASONS.demoProvider };
    const booking = await this.bookingOf(providerId, viewer);
    // No address (also null: IsOptional lets it through) asks about the provider alone.
    if (typeof email === 'string' && !this.addressAllowed(email, booking)) {
      return { canReview: false, reason: booking ? REVIEW_REASONS.notAccountAddress : REVIEW_REASONS.notGmail, kind: booking ? 'booking' : 'email' };
    }
    return { canReview: true, kind: booking ? 'booking' : 'email' };
  }

  /** The signed-in couple (verified e-mail) that accepted this provider's offer on a request of its own, else null. */
  private async bookingOf(providerId: number, user: User | undefined): Promise<User | null> {
    if (!user || !this.users.hasVerifiedEmail(user)) return null;
    return (await this.offers.acceptedForCouple(providerId, user)) ? user : null;
  }

  /** A Gmail account (the spec's rule), or for a booked couple also its account's own mailbox. */
  private addressAllowed(email: string, booking: User | null): boolean {
    return isGmailAddress(email) || (booking !== null && mailboxKey(email) === mailboxKey(booking.email));
  }

  /**
   * Stores a review: pending with a confirmation link mailed to its address (the same work and
   * answer whether or not the address has reviewed the provider before), or published at once for
   * a signed-in author whose verified account e-mail it is. One mailbox (common/mailbox's key) is sent
   * at most MAX_PENDING_REVIEWS_PER_MAILBOX_PER_DAY links a day, across providers (429 past it, no
   * mail). The mail goes to an address nobody has proved, so it carries nothing anybody typed: not
   * the reviewer's words, nor the provider's name (no admin has approved it), only a link to the
   * provider's portfolio on the site.
   */
  async create(providerId: number, dto: CreateReviewDto, author?: User): Promise<ReviewSubmittedDto> {
    const provider = await this.requireProvider(providerId);
    if (provider.isDemo) throw new BadRequestException(REVIEW_REASONS.demoProvider);
    // The booking is the session's: a couple cannot claim cooperation for a provider it did not book.
    const booking = await this.bookingOf(providerId, author);
    if (!this.addressAllowed(dto.email, booking)) {
      throw new BadRequestException(booking ? REVIEW_REASONS.notAccountAddress : REVIEW_REASONS.notGmail);
    }
    const email = dto.email.toLowerCase();
    const proven = author !== undefined && this.users.hasVerifiedEmail(author) && author.email === email;
    const portfolioUrl = `${this.config.appUrl}/portfolio?provider=${provider.id}`;
    const { token, hash } = newLinkToken();
    const confirmUrl = `${this.config.appUrl}/hodnoceni/potvrdit?token=${token}`;
    try {
      const row = await this.dataSource.transaction(async (manager) => {
        // Until this transaction ends, another review to the mailbox waits here and then counts this one.
        if (!proven && (await this.reviews.lockPendingOfMailbox(manager, mailboxKey(email))) >= MAX_PENDING_REVIEWS_PER_MAILBOX_PER_DAY) {
          throw new HttpException(REVIEW_REASONS.tooManyPending, HttpStatus.TOO_MANY_REQUESTS);
        }
        const inserted = await this.reviews.insert(manager, {
        providerId,
        email: dto.email.toLowerCase(),
        reviewerName: dto.reviewerName?.trim() || null,
        overallRating: dto.overallRating,
        communicationRating: dto.communicationRating ?? null,
        qualityRating: dto.qualityRating ?? null,
        timingRating: dto.timingRating ?? null,
        valueRating: dto.valueRating ?? null,
        reviewText: dto.reviewText ?? '',
        bookingUserId: booking?.id ?? null,
        }, proven);
        if (!proven) {
          await this.reviews.insertToken(manager, inserted.id, hash, new Date(Date.now() + REVIEW_CONFIRM_VALID_HOURS * 3_600_000));
          await this.mail.enqueue(
            { email },
            reviewConfirmLinkMail({ portfolioUrl, confirmUrl, validHours: REVIEW_CONFIRM_VALID_HOURS }),
            manager,
          );
        }
        return inserted;
      });
      if (proven) {
        await this.published(row, providerId, null);
        return { status: 'confirmed', message: REVIEW_MESSAGES.published, review: (await this.toDtos(providerId, [row]))[0] };
      }
      const exposeLink = !this.config.isProduction && this.mail.transportName === 'log';
      return { status: 'pending', message: REVIEW_MESSAGES.checkMailbox, ...(exposeLink ? { devConfirmLink: confirmUrl } : {}) };
    } catch (error) {
      // A proven author's second review of the provider (the unique index of published reviews).
      if (isUniqueViolation(error)) throw new BadRequestException(REVIEW_REASONS.alreadyReviewed);
      // The provider was deleted between the check and the insert.
      if ((error as { code?: string }).code === '23503') throw new NotFoundException(PROVIDER_NOT_FOUND);
      throw error;
    }
  }

  /**
   * Publishes the review of a confirmation link: 400 for an unknown link, 410 for a used or expired
   * one, 409 when this mailbox has a published review of the provider already (the pending one is
   * dropped): the per-address answer comes only to whoever proved the address.
   */
  async confirm(token: string): Promise<ReviewConfirmedDto> {
    const tokenHash = hashToken(token);
    try {
      const result = await this.dataSource.transaction((manager) => this.reviews.confirmByToken(manager, tokenHash));
      if (result.state !== 'confirmed') {
        throw result.state === 'unknown' ? new BadRequestException(REVIEW_MESSAGES.invalidLink) : new GoneException(REVIEW_MESSAGES.spentLink);
      }
      await this.published(result.review, result.providerId, null);
      const [review] = await this.toDtos(result.providerId, [result.review]);
      return { message: REVIEW_MESSAGES.confirmed, providerId: result.providerId, review };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      await this.reviews.deleteByToken(tokenHash);
      throw new ConflictException(REVIEW_REASONS.alreadyReviewed);
    }
  }

  /**
   * What the review form shows for a booking's review link (issue 44, item 7): its provider and the
   * couple's name; 404 for an unknown or expired link, 409 once the booking has its review.
   */
  async bookingInvitation(token: string): Promise<BookingReviewInvitationDto> {
    const booking = await this.bookingLinks.bookingForReviewToken(token);
    if (!booking) throw new NotFoundException(REVIEW_REASONS.unknownBookingLink);
    if (await this.reviews.existsForBooking(booking.bookingId)) throw new ConflictException(REVIEW_REASONS.bookingReviewed);
    return { providerId: booking.providerId, coupleName: booking.coupleName };
  }

  /**
   * A review through a booking's review link: published at once (the mailed link proved the couple's
   * mailbox, no confirmation round) from the booking's couple e-mail, stored with the booking and
   * marked "Ověřená rezervace". One per booking (reviews_booking_key) and, as every published review,
   * one per provider and mailbox: either gives 409. An unknown or expired link: 404.
   */
  async createFromBooking(dto: CreateBookingReviewDto): Promise<ReviewSubmittedDto> {
    const booking = await this.bookingLinks.bookingForReviewToken(dto.token);
    if (!booking) throw new NotFoundException(REVIEW_REASONS.unknownBookingLink);
    // The booking's own answer first (its mailbox has a review of the provider then too); the unique index holds under races.
    if (await this.reviews.existsForBooking(booking.bookingId)) throw new ConflictException(REVIEW_REASONS.bookingReviewed);
    const provider = await this.requireProvider(booking.providerId);
    try {
      const row = await this.dataSource.transaction((manager) =>
        this.reviews.insert(
          manager,
          {
            providerId: booking.providerId,
            email: booking.coupleEmail.toLowerCase(),
            reviewerName: dto.reviewerName?.trim() || null,
            overallRating: dto.overallRating,
            communicationRating: dto.communicationRating ?? null,
            qualityRating: dto.qualityRating ?? null,
            timingRating: dto.timingRating ?? null,
            valueRating: dto.valueRating ?? null,
            reviewText: dto.reviewText ?? '',
            bookingUserId: null,
            bookingId: booking.bookingId,
          },
          true,
        ),
      );
      await this.published(row, provider.id, booking.bookingId);
      const [review] = await this.toDtos(provider.id, [row], provider.companyName);
      return { status: 'confirmed', message: REVIEW_MESSAGES.published, review };
    } catch (error) {
      if (isUniqueViolation(error)) {
        const bookingTaken = (error as { constraint?: string }).constraint === 'reviews_booking_key';
        throw new ConflictException(bookingTaken ? REVIEW_REASONS.bookingReviewed : REVIEW_REASONS.alreadyReviewed);
      }
      throw error;
    }
  }

  /** Deletes the pending reviews whose confirmation link has expired (the hourly job); how many. */
  deleteStalePending(): Promise<number> {
    return this.reviews.deleteStalePending(REVIEW_CONFIRM_VALID_HOURS);
  }

  /** A provider's reviews, newest first. */
  async list(providerId: number, query: ListReviewsQueryDto): Promise<ReviewPageDto> {
    const provider = await this.requireProvider(providerId);
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? REVIEW_PAGE_SIZE_DEFAULT;
    const { rows, total } = await this.reviews.page(providerId, page, pageSize);
    return { items: await this.toDtos(providerId, rows, provider.companyName), total, page, pageSize };
  }

  /**
   * The `limit` newest confirmed reviews of a provider the caller has already found (the page heads'
   * structured data): no page total and no second look-up of the provider.
   */
  async newest(providerId: number, limit: number, companyName: string): Promise<ReviewDto[]> {
    return this.toDtos(providerId, await this.reviews.newest(providerId, limit), companyName);
  }

  /**
   * Count, average, distribution and category averages in one query (404 for an unknown provider:
   * asked of the Providers module only when there are no reviews, which a provider's foreign key
   * otherwise proves).
   */
  async ratingStats(providerId: number): Promise<RatingStatsDto> {
    const row = await this.reviews.ratingStats(providerId);
    if (row.total === 0) await this.requireProvider(providerId);
    return toRatingStatsDto(row);
  }

  /** How many reviews the provider has (for the record of a delete). */
  countOf(manager: EntityManager, providerId: number): Promise<number> {
    return this.reviews.countOf(manager, providerId);
  }

  /** An account's reviews for its data export: written from its (proven) e-mail, and received as the provider. */
  exportOf(email: string | null, providerId: number | null): Promise<{ written: ReviewExportRecord[]; received: ReviewExportRecord[] }> {
    return this.reviews.exportOf(email, providerId);
  }

  /** The account's deletion: the reviews written from its (proven) e-mail go, in the caller's transaction. */
  deleteWrittenBy(manager: EntityManager, email: string): Promise<number> {
    return this.reviews.deleteWrittenBy(manager, email);
  }

  private async requireProvider(providerId: number): Promise<{ id: number; isDemo: boolean; companyName: string }> {
    const provider = await this.providers.findBasic(providerId);
    if (!provider) throw new NotFoundException(PROVIDER_NOT_FOUND);
    return provider;
  }

  /**
   * The provider's reviews as shown: "Ověřená rezervace" when written through a booking's review link
   * (stored with the booking), else "Ověřená spolupráce" when written by a signed-in couple that had
   * booked the provider (stored with it), or when its mailbox is the contact e-mail of a request on
   * which the couple accepted this provider's offer (asked of the Offers module).
   */
  async toDtos(providerId: number, rows: ReviewRow[], companyName = ''): Promise<ReviewDto[]> {
    if (rows.length === 0) return [];
    const unmarked = rows.filter((row) => row.bookingId === null && !row.verifiedBooking);
    const verified = unmarked.length
      ? await this.offers.verifiedReviewKeys(
          providerId,
          unmarked.map((row) => row.emailKey),
        )
      : new Set<string>();
    return rows.map((row) =>
      this.toDto(row, companyName, row.bookingId !== null ? 'reservation' : row.verifiedBooking || verified.has(row.emailKey) ? 'collaboration' : null),
    );
  }

  /** The review as shown; `companyName` names the reply's author (the reviewed provider). */
  private toDto(row: ReviewRow, companyName: string, mark: ReviewMark | null): ReviewDto {
    return {
      id: row.id,
      reviewerName: reviewerDisplayName(row.reviewerName),
      overallRating: row.overallRating,
      communicationRating: row.communicationRating,
      qualityRating: row.qualityRating,
      timingRating: row.timingRating,
      valueRating: row.valueRating,
      reviewText: row.reviewText,
      createdAt: row.createdAt.toISOString(),
      reply:
        row.replyText && row.replyCreatedAt && row.replyUpdatedAt
          ? { text: row.replyText, companyName, createdAt: row.replyCreatedAt.toISOString(), updatedAt: row.replyUpdatedAt.toISOString() }
          : null,
      verifiedCollaboration: mark === 'collaboration',
      mark,
    };
  }
}

function toRatingStatsDto(row: RatingStatsRow): RatingStatsDto {
  return {
    totalReviews: row.total,
    averageRating: row.average ?? 0,
    ratingDistribution: { '1': row.r1, '2': row.r2, '3': row.r3, '4': row.r4, '5': row.r5 },
    categoryAverages: { communication: row.communication, quality: row.quality, timing: row.timing, value: row.value },
  };
}
