import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';

/** A plan's row as the DTO needs it (dates as YYYY-MM-DD), with the catalogue place's name. */
export interface PlanRow {
  id: number;
  coupleNames: string | null;
  weddingDate: string | null;
  locationId: string | null;
  locationName: string | null;
  expectedGuests: number | null;
  totalBudget: number | null;
  createdAt: Date;
}

export interface PlanMemberRow {
  userId: number;
  firstName: string | null;
  email: string;
  joinedAt: Date;
  weeklyDigest: boolean;
}

export interface MembershipRow {
  planId: number;
  memberUserIds: number[];
  weddingDate: string | null;
}

/** The writable fields of a plan (snake_case column per key below). */
export interface PlanFields {
  coupleNames?: string | null;
  weddingDate?: string | null;
  locationId?: string | null;
  expectedGuests?: number | null;
  totalBudget?: number | null;
}

const COLUMNS: Record<keyof PlanFields, string> = {
  coupleNames: 'couple_names',
  weddingDate: 'wedding_date',
  locationId: 'location_id',
  expectedGuests: 'expected_guests',
  totalBudget: 'total_budget',
};

export interface InvitationRow {
  id: number;
  planId: number;
  email: string | null;
  expiresAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
}

/**
 * The plan's own tables (wedding_plans, plan_members, plan_partner_invitations): the only place that
 * reads or writes them. The leaver's task assignments (plan_tasks, also planning's) are cleared here
 * so that leaving is one transaction.
 */
@Injectable()
export class PlanRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The account's plan with all its members' ids (the member's own first), or null. */
  async membership(userId: number, manager: EntityManager = this.dataSource.manager): Promise<MembershipRow | null> {
    const [row] = (await manager.query(
      `SELECT p.id AS "planId", to_char(p.wedding_date, 'YYYY-MM-DD') AS "weddingDate",
              array(SELECT o.user_id FROM plan_members o WHERE o.plan_id = p.id ORDER BY o.user_id <> $1, o.joined_at, o.user_id) AS "memberUserIds"
         FROM plan_members m JOIN wedding_plans p ON p.id = m.plan_id
        WHERE m.user_id = $1`,
      [userId],
    )) as MembershipRow[];
    return row ?? null;
  }

  async planIdOf(manager: EntityManager, userId: number): Promise<number | null> {
    const [row] = (await manager.query(`SELECT plan_id AS "planId" FROM plan_members WHERE user_id = $1`, [userId])) as Array<{ planId: number }>;
    return row?.planId ?? null;
  }

  async memberIds(planId: number): Promise<number[]> {
    const rows = (await this.dataSource.query(`SELECT user_id AS id FROM plan_members WHERE plan_id = $1 ORDER BY joined_at, user_id`, [
      planId,
    ])) as Array<{ id: number }>;
    return rows.map((row) => row.id);
  }

  /** The account's household: its plan's members, or the account alone (the shared shortlist). */
  async household(userId: number): Promise<number[]> {
    const rows = (await this.dataSource.query(
      `SELECT o.user_id AS id FROM plan_members m JOIN plan_members o ON o.plan_id = m.plan_id WHERE m.user_id = $1 ORDER BY o.user_id`,
      [userId],
    )) as Array<{ id: number }>;
    return rows.length > 0 ? rows.map((row) => row.id) : [userId];
  }

  async plan(planId: number, manager: EntityManager = this.dataSource.manager): Promise<PlanRow | null> {
    const [row] = (await manager.query(
      `SELECT p.id, p.couple_names AS "coupleNames", to_char(p.wedding_date, 'YYYY-MM-DD') AS "weddingDate", p.location_id AS "locationId",
              l.name AS "locationName", p.expected_guests AS "expectedGuests", p.total_budget AS "totalBudget", p.created_at AS "createdAt"
         FROM wedding_plans p LEFT JOIN locations l ON l.id = p.location_id
        WHERE p.id = $1`,
      [planId],
    )) as PlanRow[];
    return row ?? null;
  }

  async members(planId: number, manager: EntityManager = this.dataSource.manager): Promise<PlanMemberRow[]> {
    return (await manager.query(
      `SELECT m.user_id AS "userId", u.first_name AS "firstName", u.email, m.joined_at AS "joinedAt", m.weekly_digest AS "weeklyDigest"
         FROM plan_members m JOIN users u ON u.id = m.user_id
        WHERE m.plan_id = $1
        ORDER BY m.joined_at, m.user_id`,
      [planId],
    )) as PlanMemberRow[];
  }

  /** Serialises an account's joining or creating (one plan per account) for the caller's transaction. */
  async lockAccount(manager: EntityManager, userId: number): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('plan-member'), $1)`, [userId]);
  }

  /** Locks the plan's row (membership changes take turns); false when it is gone. */
  async lockPlan(manager: EntityManager, planId: number): Promise<boolean> {
    const rows = (await manager.query(`SELECT id FROM wedding_plans WHERE id = $1 FOR UPDATE`, [planId])) as unknown[];
    return rows.length > 0;
  }

  async memberCount(manager: EntityManager, planId: number): Promise<number> {
    const [{ count }] = (await manager.query(`SELECT count(*)::int AS count FROM plan_members WHERE plan_id = $1`, [planId])) as Array<{
      count: number;
    }>;
    return count;
  }

  async insertPlan(manager: EntityManager, fields: Required<PlanFields>): Promise<number> {
    const [{ id }] = (await manager.query(
      `INSERT INTO wedding_plans (couple_names, wedding_date, location_id, expected_guests, total_budget) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [fields.coupleNames, fields.weddingDate, fields.locationId, fields.expectedGuests, fields.totalBudget],
    )) as Array<{ id: number }>;
    return id;
  }

  async insertMember(manager: EntityManager, planId: number, userId: number): Promise<void> {
    await manager.query(`INSERT INTO plan_members (plan_id, user_id) VALUES ($1, $2)`, [planId, userId]);
  }

  /** Sets the given fields (an undefined key is left alone, null clears). */
  async updatePlan(manager: EntityManager, planId: number, fields: PlanFields): Promise<void> {
    const keys = (Object.keys(COLUMNS) as Array<keyof PlanFields>).filter((key) => fields[key] !== undefined);
    if (keys.length === 0) return;
    const sets = keys.map((key, index) => `${COLUMNS[key]} = $${index + 2}`);
    await manager.query(`UPDATE wedding_plans SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, [planId, ...keys.map((key) => fields[key])]);
  }

  async setWeeklyDigest(manager: EntityManager, planId: number, userId: number, on: boolean): Promise<void> {
    await manager.query(`UPDATE plan_members SET weekly_digest = $3 WHERE plan_id = $1 AND user_id = $2`, [planId, userId, on]);
  }

  /**
   * Removes the member (its task assignments cleared, its invitations revoked without the e-mail it
   * typed); true when the plan has nobody left.
   */
  async removeMember(manager: EntityManager, planId: number, userId: number): Promise<boolean> {
    await this.eraseInvitations(manager, userId);
    await manager.query(`UPDATE plan_tasks SET assignee_user_id = NULL WHERE plan_id = $1 AND assignee_user_id = $2`, [planId, userId]);
    await manager.query(`DELETE FROM plan_members WHERE plan_id = $1 AND user_id = $2`, [planId, userId]);
    return (await this.memberCount(manager, planId)) === 0;
  }

  /** Deletes the plan; tasks, budget lines, guests and invitations go by the foreign keys' cascade. */
  async deletePlan(manager: EntityManager, planId: number): Promise<void> {
    await manager.query(`DELETE FROM wedding_plans WHERE id = $1`, [planId]);
  }

  // ---- partner invitations ----

  /** The plan's live invitation (unused, unrevoked, unexpired), or null. */
  async openInvitation(planId: number, manager: EntityManager = this.dataSource.manager): Promise<InvitationRow | null> {
    const [row] = (await manager.query(
      `SELECT id, plan_id AS "planId", email, expires_at AS "expiresAt", used_at AS "usedAt", revoked_at AS "revokedAt"
         FROM plan_partner_invitations
        WHERE plan_id = $1 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > now()`,
      [planId],
    )) as InvitationRow[];
    return row ?? null;
  }

  /** Revokes the plan's unused invitations (expired ones too: the partial unique index counts them). */
  async revokeInvitations(manager: EntityManager, planId: number): Promise<number> {
    const rows = (await manager.query(
      `UPDATE plan_partner_invitations SET revoked_at = now() WHERE plan_id = $1 AND used_at IS NULL AND revoked_at IS NULL RETURNING id`,
      [planId],
    )) as unknown[];
    return rows.length;
  }

  async insertInvitation(
    manager: EntityManager,
    invitation: { planId: number; tokenHash: string; invitedBy: number; email: string | null; expiresAt: Date },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO plan_partner_invitations (plan_id, token_hash, invited_by_user_id, email, expires_at) VALUES ($1, $2, $3, $4, $5)`,
      [invitation.planId, invitation.tokenHash, invitation.invitedBy, invitation.email, invitation.expiresAt],
    );
  }

  /** The invitation of a token, row locked for the caller's transaction (single use), or null. */
  async lockInvitation(manager: EntityManager, tokenHash: string): Promise<InvitationRow | null> {
    const [row] = (await manager.query(
      `SELECT id, plan_id AS "planId", email, expires_at AS "expiresAt", used_at AS "usedAt", revoked_at AS "revokedAt"
         FROM plan_partner_invitations WHERE token_hash = $1 FOR UPDATE`,
      [tokenHash],
    )) as InvitationRow[];
    return row ?? null;
  }

  async markUsed(manager: EntityManager, invitationId: number): Promise<void> {
    await manager.query(`UPDATE plan_partner_invitations SET used_at = now() WHERE id = $1`, [invitationId]);
  }

  // ---- account data ----

  async exportMembership(
    userId: number,
  ): Promise<{ planId: number; joinedAt: Date; weeklyDigest: boolean; lastDigestAt: Date | null } | null> {
    const [row] = (await this.dataSource.query(
      `SELECT plan_id AS "planId", joined_at AS "joinedAt", weekly_digest AS "weeklyDigest", last_digest_at AS "lastDigestAt"
         FROM plan_members WHERE user_id = $1`,
      [userId],
    )) as Array<{ planId: number; joinedAt: Date; weeklyDigest: boolean; lastDigestAt: Date | null }>;
    return row ?? null;
  }

  /** The partner invitations the account made (any plan; the e-mail typed for it included). */
  async exportInvitations(userId: number): Promise<Array<{ planId: number; email: string | null; expiresAt: Date; usedAt: Date | null; revokedAt: Date | null; createdAt: Date }>> {
    return (await this.dataSource.query(
      `SELECT plan_id AS "planId", email, expires_at AS "expiresAt", used_at AS "usedAt", revoked_at AS "revokedAt", created_at AS "createdAt"
         FROM plan_partner_invitations WHERE invited_by_user_id = $1 ORDER BY created_at, id`,
      [userId],
    )) as Array<{ planId: number; email: string | null; expiresAt: Date; usedAt: Date | null; revokedAt: Date | null; createdAt: Date }>;
  }

  /** Rows of a plan table as they are (the export of tasks, budget lines, guests; table names are the module's own constants). */
  async exportRows(table: 'plan_tasks' | 'plan_budget_lines' | 'plan_guests', planId: number): Promise<Array<Record<string, unknown>>> {
    const hidden = table === 'plan_guests' ? 'rsvp_token_hash' : null;
    const rows = (await this.dataSource.query(`SELECT * FROM ${table} WHERE plan_id = $1 ORDER BY id`, [planId])) as Array<Record<string, unknown>>;
    return rows.map((row) => {
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(row)) {
        if (key === hidden || key === 'plan_id') continue;
        // node-pg reads a date column as local midnight: the day is its local calendar day.
        const day = value instanceof Date && key.endsWith('_date') ? localDay(value) : null;
        out[key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())] = day ?? (value instanceof Date ? value.toISOString() : value);
      }
      return out;
    });
  }

  /** Erasure: the account's invitations lose the e-mail it typed (the rows stay for the plan's other member until they lapse). */
  async eraseInvitations(manager: EntityManager, userId: number): Promise<void> {
    await manager.query(
      `UPDATE plan_partner_invitations SET email = NULL, revoked_at = CASE WHEN used_at IS NULL THEN coalesce(revoked_at, now()) ELSE revoked_at END
        WHERE invited_by_user_id = $1`,
      [userId],
    );
  }
}

const localDay = (value: Date): string =>
  `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}-${String(value.getDate()).padStart(2, '0')}`;
