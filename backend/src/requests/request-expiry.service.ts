import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import dayjs from 'dayjs';
import { DataSource } from 'typeorm';
import { newLinkToken } from '../common/security/link-token';
import { AppConfig } from '../config/app-config';
import { MailService } from '../mail/mail.api';
import { EXPIRY_REMINDER_DAYS, MANAGE_LINK_VALID_DAYS } from './request-lifecycle';
import { stillSearchingMail } from './request-mails';
import { RequestsRepository } from './requests.repository';

export interface ExpirySweep {
  /** Listed requests whose term ended (the day after the wedding, 180 days without a date). */
  expired: number;
  /** Couples asked "Ještě hledáte?" (14 days before the end, once per term). */
  reminded: number;
}

/**
 * The end of a listed request (DESIGN.md section 5), run by the daily job (RequestsJobs): requests
 * past their term become 'expired' (they leave the list, the counts and the providers' pages), and
 * the couples of those ending within 14 days get the reminder with a fresh manage link.
 */
@Injectable()
export class RequestExpiryService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly requests: RequestsRepository,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  async sweep(): Promise<ExpirySweep> {
    const expired = await this.requests.expireDue();
    const reminded = await this.dataSource.transaction(async (manager) => {
      const due = await this.requests.takeDueReminders(manager, EXPIRY_REMINDER_DAYS);
      for (const request of due) {
        const { token, hash } = newLinkToken();
        const expiresAt = dayjs().add(MANAGE_LINK_VALID_DAYS, 'day').toDate();
        await this.requests.insertToken(manager, { requestId: request.id, purpose: 'manage', hash, expiresAt });
        await this.mail.enqueue(
          { email: request.contactEmail, name: request.coupleName },
          stillSearchingMail({ ...request, expiresAt: request.expiresAt! }, this.config.appUrl, token),
          manager,
        );
      }
      return due.length;
    });
    return { expired, reminded };
  }
}
