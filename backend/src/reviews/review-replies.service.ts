import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ViewerProvider } from '../auth/auth.api';
import { MailService, reviewReplyMail } from '../mail/mail.api';
import { AppConfig } from '../config/app-config';
import type { ReviewDto } from './dto/review.dto';
import { ReviewsRepository } from './reviews.repository';
import { ReviewsService } from './reviews.service';

export const REPLY_MESSAGES = {
  notFound: 'Hodnocení nenalezeno',
  notYours: 'Odpovídat lze jen na hodnocení vlastního profilu',
  noProvider: 'Odpovídat na hodnocení mohou jen dodavatelé',
} as const;

/**
 * The reviewed provider's one public reply per published review: written, edited and deleted by
 * that provider only. The reviewer is mailed a link when the reply first appears (not on edits).
 */
@Injectable()
export class ReviewRepliesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reviews: ReviewsRepository,
    private readonly reviewsService: ReviewsService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  /** `viewer`: the signed-in user's provider profile (the request's viewer), null when they have none (403). */
  async reply(viewer: ViewerProvider | null, reviewId: number, text: string): Promise<ReviewDto> {
    const provider = this.ownProvider(viewer);
    const row = await this.dataSource.transaction(async (manager) => {
      const target = await this.reviews.lockReplyTarget(manager, reviewId);
      this.check(target, provider.id);
      const row = await this.reviews.setReply(manager, reviewId, text);
      if (!target!.hadReply) {
        const reviewUrl = `${this.config.appUrl}/portfolio?provider=${provider.id}#hodnoceni-${reviewId}`;
        await this.mail.enqueue({ email: target!.email }, reviewReplyMail({ companyName: provider.companyName, reviewUrl }), manager);
      }
      return row;
    });
    return (await this.reviewsService.toDtos(provider.id, [row], provider.companyName))[0];
  }

  async removeReply(viewer: ViewerProvider | null, reviewId: number): Promise<void> {
    const provider = this.ownProvider(viewer);
    await this.dataSource.transaction(async (manager) => {
      this.check(await this.reviews.lockReplyTarget(manager, reviewId), provider.id);
      await this.reviews.setReply(manager, reviewId, null);
    });
  }

  /** 404 for a missing or unpublished review, 403 for another provider's. */
  private check(target: { providerId: number; status: string } | null, providerId: number): void {
    if (!target || target.status !== 'confirmed') throw new NotFoundException(REPLY_MESSAGES.notFound);
    if (target.providerId !== providerId) throw new ForbiddenException(REPLY_MESSAGES.notYours);
  }

  private ownProvider(provider: ViewerProvider | null): ViewerProvider {
    if (!provider) throw new ForbiddenException(REPLY_MESSAGES.noProvider);
    return provider;
  }
}
