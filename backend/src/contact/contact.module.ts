import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { ContactController } from './contact.controller';
import { ContactRepository } from './contact.repository';
import { ContactService } from './contact.service';
import { ContactAccountData } from './contact-account-data';

/** The /kontakt form: messages stored and e-mailed to the operators. */
@Module({
  imports: [MailModule],
  controllers: [ContactController],
  providers: [ContactAccountData, ContactService, ContactRepository],
  exports: [ContactService],
})
export class ContactModule {}
