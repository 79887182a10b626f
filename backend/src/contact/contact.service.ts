import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { MailService, contactMessageMail } from '../mail/mail.api';
import { ContactRepository, type ContactMessageExportRecord } from './contact.repository';
import type { ContactMessageDto, ContactMessageResponseDto, ContactSubject } from './dto/contact-message.dto';
import { ContactMessage } from './entities/contact-message.entity';

/** The subjects of the /kontakt form as the operators read them. */
export const CONTACT_SUBJECT_LABELS: Record<ContactSubject, string> = {
  general: 'Obecný dotaz',
  technical: 'Technická podpora',
  billing: 'Platby a předplatné',
  partnership: 'Spolupráce',
  feedback: 'Zpětná vazba',
  other: 'Jiné',
};

export const CONTACT_SENT = 'Zpráva odeslána';

/** The /kontakt form: the message is stored and e-mailed to the operators in one transaction. */
@Injectable()
export class ContactService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly messages: ContactRepository,
  ) {}

  /** The messages sent from a (proven, lower-case) address: the account's data export. */
  exportOf(email: string): Promise<ContactMessageExportRecord[]> {
    return this.messages.exportOf(email);
  }

  /** The account's deletion: the messages sent from its (proven, lower-case) address go, in the caller's transaction. */
  deleteFrom(manager: EntityManager, email: string): Promise<number> {
    return this.messages.deleteFrom(manager, email);
  }

  async send(dto: ContactMessageDto): Promise<ContactMessageResponseDto> {
    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(ContactMessage).insert({
        name: dto.name,
        email: dto.email,
        subject: dto.subject,
        message: dto.message,
      });
      await this.mail.enqueue(
        { email: this.config.contactEmail, name: 'Podpora Svatby' },
        contactMessageMail({
          name: dto.name,
          email: dto.email,
          subjectLabel: CONTACT_SUBJECT_LABELS[dto.subject],
          message: dto.message,
        }),
        manager,
      );
    });
    return { message: CONTACT_SENT, detail: `Odpovíme vám do 24 hodin na ${dto.email}.` };
  }
}
