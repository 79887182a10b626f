import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CatalogService } from '../catalog/catalog.api';
import { OnDomainEvent } from '../common/domain-events/on-domain-event';
import { AppConfig } from '../config/app-config';
import { EventsService } from '../events/events.api';
import { MailService } from '../mail/mail.api';
import { RequestsService } from '../requests/requests.api';
import type { ProvidersInvited } from './matching-events';
import { coupleDashboardUrl, followupMail, inquiriesPageUrl, invitationMail } from './matching-mails';

/**
 * What follows invitations once they committed: each invitee's mail (catalogue values only, through
 * the outbox) and live event 'request.invited'; after the 48-hour follow-up also the couple's mail
 * ("Oslovili jsme dalších N dodavatelů") and live event. The mails commit together in a transaction
 * of their own; the live events go out after it.
 */
@Injectable()
export class MatchingEffects {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catalog: CatalogService,
    private readonly requests: RequestsService,
    private readonly events: EventsService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  @OnDomainEvent<ProvidersInvited>('matching.invited')
  async onInvited(event: ProvidersInvited): Promise<void> {
    const { request } = event;
    const [names, places] = await Promise.all([this.catalog.categoryNameMap(), this.catalog.locationNameMap()]);
    const mail = invitationMail({
      categoryName: names.get(request.categoryId) ?? request.categoryId,
      placeName: (request.locationId && places.get(request.locationId)) || null,
      weddingDate: request.weddingDate,
      source: event.source,
      url: inquiriesPageUrl(this.config.appUrl),
    });
    await this.dataSource.transaction(async (manager) => {
      await this.mail.enqueueMany(
        event.invited.map((provider) => ({ to: { email: provider.email, name: provider.companyName }, mail })),
        manager,
      );
      // The couple hears of the follow-up only (their own invitations they made themselves); an erased couple has no address.
      if (event.source === 'system' && request.contactEmail) {
        const secret = request.userId === null;
        const url = secret ? await this.requests.issueManageLink(manager, request.id) : coupleDashboardUrl(this.config.appUrl);
        await this.mail.enqueue(
          { email: request.contactEmail, name: request.coupleName },
          followupMail({ coupleName: request.coupleName, count: event.invited.length, url, secret }),
          manager,
        );
      }
    });
    await this.events.publish(
      event.invited.map((provider) => provider.userId),
      { type: 'request.invited', requestId: request.id },
    );
    if (request.userId) await this.events.publish([request.userId], { type: 'request.invited', requestId: request.id });
  }
}
