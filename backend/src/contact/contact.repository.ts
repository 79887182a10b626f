import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { ContactSubject } from './dto/contact-message.dto';

/** A stored /kontakt message as the sender's data export lists it. */
export interface ContactMessageExportRecord {
  id: number;
  name: string;
  email: string;
  subject: ContactSubject;
  message: string;
  createdAt: Date;
}

/** The Contact module's table (contact_messages) for an account's export and deletion. */
@Injectable()
export class ContactRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The messages sent from the (lower-case) address, oldest first; the form keeps the address as typed. */
  exportOf(email: string): Promise<ContactMessageExportRecord[]> {
    return this.dataSource.query(
      `SELECT id, name, email, subject, message, created_at AS "createdAt"
         FROM contact_messages WHERE lower(email) = $1 ORDER BY created_at, id`,
      [email],
    ) as Promise<ContactMessageExportRecord[]>;
  }

  /** Deletes the messages sent from the (lower-case) address, in the caller's transaction; how many. */
  async deleteFrom(manager: EntityManager, email: string): Promise<number> {
    const [, count] = (await manager.query(`DELETE FROM contact_messages WHERE lower(email) = $1`, [email])) as [unknown[], number];
    return count;
  }
}
