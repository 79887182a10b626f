import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { queryPrepared } from '../database/sql-query';
import { MailOutboxMessage } from './entities/mail-outbox-message.entity';
import type { MailRecipient, RenderedMail } from './mail.types';

export type OutboxEntry = { to: MailRecipient; mail: RenderedMail };

/** The Mail module's table (mail_outbox): the only place that reads or writes it. */
@Injectable()
export class MailOutboxRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A new, unsaved row for the message (status and attempts from `fields`, else pending and 0). */
  build(entry: OutboxEntry, fields: Partial<MailOutboxMessage> = {}): MailOutboxMessage {
    return this.dataSource.getRepository(MailOutboxMessage).create({
      template: entry.mail.template,
      toEmail: entry.to.email,
      toName: entry.to.name ?? null,
      subject: entry.mail.subject,
      textBody: entry.mail.text,
      htmlBody: entry.mail.html,
      secret: entry.mail.secret ?? false,
      status: 'pending',
      attempts: 0,
      ...fields,
    });
  }

  /** Writes the row, in the caller's transaction when a manager is given. */
  save(message: MailOutboxMessage, manager: EntityManager = this.dataSource.manager): Promise<MailOutboxMessage> {
    return manager.getRepository(MailOutboxMessage).save(message);
  }

  /** Writes many pending messages in one statement; their ids, in order. */
  async insertMany(manager: EntityManager, entries: OutboxEntry[]): Promise<string[]> {
    const column = <T>(pick: (entry: OutboxEntry) => T) => entries.map(pick);
    // One text for one row or many: prepared once per pooled connection (every submit queues a mail).
    const rows = await queryPrepared<{ id: string }>(
      manager,
      `INSERT INTO mail_outbox (template, to_email, to_name, subject, text_body, html_body, secret)
       SELECT * FROM unnest($1::varchar[], $2::varchar[], $3::varchar[], $4::varchar[], $5::text[], $6::text[], $7::boolean[])
       RETURNING id::text AS id`,
      [
        column((entry) => entry.mail.template),
        column((entry) => entry.to.email),
        column((entry) => entry.to.name ?? null),
        column((entry) => entry.mail.subject),
        column((entry) => entry.mail.text),
        column((entry) => entry.mail.html),
        column((entry) => entry.mail.secret ?? false),
      ],
    );
    return rows.map((row) => row.id);
  }

  findById(id: string): Promise<MailOutboxMessage | null> {
    return this.dataSource.getRepository(MailOutboxMessage).findOneBy({ id });
  }

  /**
   * Deletes the sent and failed messages created more than `days` ago, in batches (one statement
   * stays short whatever the backlog); how many.
   */
  async deleteSettledOlderThan(days: number, batchSize = 5_000): Promise<number> {
    let deleted = 0;
    for (;;) {
      const rows = (await this.dataSource.query(
        `DELETE FROM mail_outbox WHERE id IN (
           SELECT id FROM mail_outbox
            WHERE status IN ('sent', 'failed') AND created_at < now() - make_interval(days => $1)
            LIMIT $2)
         RETURNING 1`,
        [days, batchSize],
      )) as unknown[];
      deleted += rows.length;
      if (rows.length < batchSize) return deleted;
    }
  }

  /**
   * Deletes, in the caller's transaction, the messages to any of the (lower-case) addresses and
   * those whose subject or text names one (the /kontakt copy to the operators carries the sender's
   * address); how many. A scan, but the retention keeps the table short and an account is deleted rarely.
   */
  async deleteConcerning(manager: EntityManager, emails: readonly string[]): Promise<number> {
    const [, count] = (await manager.query(
      `DELETE FROM mail_outbox m
        WHERE lower(m.to_email) = ANY($1::varchar[])
           OR EXISTS (SELECT 1 FROM unnest($1::varchar[]) AS e (email)
                       WHERE strpos(lower(m.text_body), e.email) > 0 OR strpos(lower(m.subject), e.email) > 0)`,
      [emails],
    )) as [unknown[], number];
    return count;
  }

  /** The ids of every pending message, after taking the adoption lock (held until the transaction ends). */
  async lockPendingIds(manager: EntityManager): Promise<string[]> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('svatby:mail-adopt'))`);
    const rows = (await manager.query(`SELECT id::text AS id FROM mail_outbox WHERE status = 'pending' ORDER BY id`)) as Array<{
      id: string;
    }>;
    return rows.map((row) => row.id);
  }
}
