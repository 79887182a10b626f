import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CatalogService } from '../catalog/catalog.api';
import { MailService } from '../mail/mail.api';
import { AppConfig } from '../config/app-config';
import { ProviderRecords } from '../providers/providers.api';
import { matchingRequestMail } from './request-mails';
import { RequestsRepository } from './requests.repository';

/**
 * The premium perk (DESIGN.md section 5): once a request is listed (confirmed), every provider with
 * an active premium subscription whose categories overlap the request's matched categories gets
 * one e-mail, recorded in request_provider_notifications so that it is once per request and
 * provider, however often the job runs. Demo providers never get mail. The mail carries catalogue
 * values only (no place or budget the couple typed) and no contact details of the couple. Runs as a queued job (RequestsJobs), outside the request's transaction.
 */
@Injectable()
export class RequestNoticesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly requests: RequestsRepository,
    private readonly providers: ProviderRecords,
    private readonly catalog: CatalogService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  /** Notifies the matching premium providers of a listed request; how many mails were queued. */
  async notifyPremiumProviders(requestId: number): Promise<number> {
    const [names, locationNames] = await Promise.all([this.catalog.categoryNameMap(), this.catalog.locationNameMap()]);
    return this.dataSource.transaction(async (manager) => {
      const request = await this.requests.submitted(requestId, manager);
      if (!request || request.status !== 'active' || request.isDemo) return 0;
      const matches = await this.providers.premiumRecipients(manager, request.matchedCategories);
      const recorded = await this.requests.recordNotifications(
        manager,
        request.id,
        matches.map((provider) => provider.id),
      );
      return this.mail.enqueueMany(
        matches
          .filter((provider) => recorded.has(provider.id))
          .map((provider) => ({
            to: { email: provider.email, name: provider.companyName },
            mail: matchingRequestMail(provider.companyName, request, names, locationNames, this.config.appUrl),
          })),
        manager,
      );
    });
  }
}
