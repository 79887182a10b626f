import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { User } from '../auth/auth.api';
import { selectPage, SqlParams } from '../database/sql-query';

/** Every action the panel records (the audit log's filter offers these). */
export const AUDIT_ACTIONS = [
  'request.notes',
  'request.mark-deletion',
  'request.delete',
  'provider.delete',
  'provider.activate-subscription',
  'provider.deactivate-subscription',
  'backup.download',
  'review.hide',
  'review.restore',
  'review.delete',
  'message-report.dismiss',
  'message-report.block',
  'user.messaging-block',
  'user.messaging-unblock',
  'request.messaging-block',
  'request.messaging-unblock',
  'booking.cancel',
  'payment.refund',
  'api-token.create',
  'api-token.revoke',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export type AuditTargetType = 'service_request' | 'provider' | 'database' | 'review' | 'message_report' | 'user' | 'booking' | 'payment' | 'api_token';

export interface AuditEntry {
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: number | string | null;
  details?: Record<string, unknown> | null;
}

export interface AuditRow {
  id: number;
  adminEmail: string;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string | null;
  details: Record<string, unknown> | null;
  createdAt: Date;
}

/** The Admin module's table (admin_audit_log): the only place that reads or writes it. */
@Injectable()
export class AuditRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Writes one audit row on the caller's EntityManager, i.e. inside the transaction of the change it records. */
  /** `admin` null: a decision of a party the log shows beside the admins' (a booking cancelled by its couple or provider). */
  async record(manager: EntityManager, admin: Pick<User, 'id' | 'email'> | null, entry: AuditEntry): Promise<void> {
    await manager.query(
      `INSERT INTO admin_audit_log (admin_user_id, admin_email, action, target_type, target_id, details)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb)`,
      [
        admin?.id ?? null,
        admin?.email ?? null,
        entry.action,
        entry.targetType,
        entry.targetId === null ? null : String(entry.targetId),
        entry.details === undefined || entry.details === null ? null : JSON.stringify(entry.details),
      ],
    );
  }

  /**
   * An account's deletion, in its transaction: the rows about its provider profile and requests keep
   * what was done and when, but their details (a company name, notes that may name the couple) are
   * replaced by a mark (so are those of decisions on its reviews, which name the company); how many. The acting admins' own rows are the record of who did what and stay.
   */
  async anonymiseTargets(manager: EntityManager, targets: { providers: number[]; requests: number[] }): Promise<number> {
    const [, count] = (await manager.query(
      `UPDATE admin_audit_log SET details = '{"anonymised": true}'::jsonb
        WHERE (target_type = 'provider' AND target_id = ANY($1::text[]))
           OR (target_type = 'service_request' AND target_id = ANY($2::text[]))
           OR (target_type = 'review' AND details->>'providerId' = ANY($1::text[]))`,
      [targets.providers.map(String), targets.requests.map(String)],
    )) as [unknown[], number];
    return count;
  }

  /** A page of the log, newest first, optionally of one action (the admin_audit_log_action_idx order). */
  page(action: AuditAction | undefined, page: number, pageSize: number): Promise<{ rows: AuditRow[]; total: number }> {
    const params = new SqlParams();
    return selectPage<AuditRow>(this.dataSource, {
      select: `SELECT id, admin_email AS "adminEmail", action, target_type AS "targetType", target_id AS "targetId", details,
                      created_at AS "createdAt"
                 FROM admin_audit_log`,
      countFrom: 'FROM admin_audit_log',
      where: action ? `WHERE action = ${params.add(action)}` : '',
      params,
      orderBy: 'created_at DESC, id DESC',
      page,
      pageSize,
    });
  }
}
