import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { Viewer } from '../auth/auth.api';
import { DomainEvents } from '../common/domain-events/domain-events';
import { fieldError } from '../common/http/field-error';
import { hashToken, newLinkToken } from '../common/security/link-token';
import { AppConfig } from '../config/app-config';
import {
  GUEST_PAGE_SIZE_DEFAULT,
  type AnswerRsvpDto,
  type CreatePlanGuestDto,
  type GuestCountsDto,
  type GuestImportResultDto,
  type ListPlanGuestsQueryDto,
  type PlanGuestDto,
  type PlanGuestPageDto,
  type RsvpDto,
  type RsvpLinkDto,
  type UpdatePlanGuestDto,
} from './dto/plan-guest.dto';
import { encodeGuestCsv, GuestCsvFileError, parseGuestCsv, type GuestFields } from './guest-csv';
import { PlanAccess } from './plan-access';
import { PlanGuestsRepository, type RsvpRow } from './plan-guests.repository';
import { planChanged } from './planning-events';
import { GUEST_MESSAGES, GUESTS_MAX } from './planning-rules';

/** The guest's public page. */
export const rsvpPageUrl = (appUrl: string, token: string): string => `${appUrl}/rsvp/${token}`;

/** An optional text as stored: trimmed by the DTO, empty is none. */
const optional = (text: string | null | undefined): string | null | undefined => (text === undefined ? undefined : text || null);

/**
 * The plan's guests ("Hosté") and their answers: the couple's list (members only, every query by the
 * plan), CSV import and export, and each guest's RSVP link (a hashed token; the public page shows the
 * couple's names and date and the guest's own answer, nothing else). Every write, the guest's answer
 * too, tells the plan's members (planning.changed 'guests').
 */
@Injectable()
export class PlanGuestsService {
  constructor(
    private readonly access: PlanAccess,
    private readonly guests: PlanGuestsRepository,
    private readonly events: DomainEvents,
    private readonly config: AppConfig,
  ) {}

  /** The plan's counts (the summary, PlanDto.guests, the request form). */
  counts(planId: number): Promise<GuestCountsDto> {
    return this.guests.counts(planId);
  }

  /** GET /api/plan/guests. */
  async list(viewer: Viewer, query: ListPlanGuestsQueryDto): Promise<PlanGuestPageDto> {
    const { planId } = await this.access.require(viewer);
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? GUEST_PAGE_SIZE_DEFAULT;
    const filters = { search: query.search || undefined, rsvp: query.rsvp, group: query.group || undefined };
    const [{ items, total }, counts, groups] = await Promise.all([
      this.guests.page(planId, filters, page, pageSize),
      this.guests.counts(planId),
      this.guests.groups(planId),
    ]);
    return { items, total, page, pageSize, counts, groups };
  }

  /** POST /api/plan/guests: 409 at 2 000 guests. */
  async create(viewer: Viewer, dto: CreatePlanGuestDto): Promise<PlanGuestDto> {
    const { planId } = await this.access.require(viewer);
    const guest: GuestFields = {
      name: dto.name,
      group: optional(dto.group) ?? null,
      child: dto.child ?? false,
      contact: optional(dto.contact) ?? null,
      dietary: optional(dto.dietary) ?? null,
      table: optional(dto.table) ?? null,
      rsvp: dto.rsvp ?? 'invited',
      partySize: dto.partySize ?? 1,
    };
    return this.events.transaction(async (manager, record) => {
      if ((await this.guests.lockList(manager, planId)) >= GUESTS_MAX) throw new ConflictException(GUEST_MESSAGES.listFull);
      const [id] = await this.guests.insert(manager, planId, [guest]);
      record(planChanged(planId, 'guests'));
      return (await this.guests.find(planId, id, manager))!;
    });
  }

  /** PATCH /api/plan/guests/{id}: 404 for another plan's guest. */
  async update(viewer: Viewer, id: number, dto: UpdatePlanGuestDto): Promise<PlanGuestDto> {
    const { planId } = await this.access.require(viewer);
    const patch: Partial<GuestFields> = {
      name: dto.name,
      group: optional(dto.group),
      child: dto.child,
      contact: optional(dto.contact),
      dietary: optional(dto.dietary),
      table: optional(dto.table),
      rsvp: dto.rsvp,
      partySize: dto.partySize,
    };
    return this.events.transaction(async (manager, record) => {
      if (!(await this.guests.update(manager, planId, id, patch))) throw new NotFoundException(GUEST_MESSAGES.notFound);
      record(planChanged(planId, 'guests'));
      return (await this.guests.find(planId, id, manager))!;
    });
  }

  /** DELETE /api/plan/guests/{id}. */
  async remove(viewer: Viewer, id: number): Promise<void> {
    const { planId } = await this.access.require(viewer);
    await this.events.transaction(async (manager, record) => {
      if (!(await this.guests.delete(manager, planId, id))) throw new NotFoundException(GUEST_MESSAGES.notFound);
      record(planChanged(planId, 'guests'));
    });
  }

  /**
   * POST /api/plan/guests/import: the good rows in one transaction, the bad ones reported by line;
   * rows beyond the 2 000 cap are reported too. A file without a name column (or empty) is a 400.
   */
  async import(viewer: Viewer, file: { buffer: Buffer } | undefined): Promise<GuestImportResultDto> {
    const { planId } = await this.access.require(viewer);
    if (!file || file.buffer.length === 0) throw fieldError('file', file ? GUEST_MESSAGES.fileEmpty : GUEST_MESSAGES.fileMissing);
    let parsed: ReturnType<typeof parseGuestCsv>;
    try {
      parsed = parseGuestCsv(file.buffer);
    } catch (error) {
      if (!(error instanceof GuestCsvFileError)) throw error;
      const messages: Record<string, string> = { empty: GUEST_MESSAGES.fileEmpty, binary: GUEST_MESSAGES.notText };
      throw fieldError('file', messages[error.message] ?? GUEST_MESSAGES.noNameColumn);
    }
    return this.events.transaction(async (manager, record) => {
      const room = Math.max(0, GUESTS_MAX - (await this.guests.lockList(manager, planId)));
      const kept = parsed.rows.slice(0, room);
      const over = parsed.rows.slice(room).map((row) => ({ line: row.line, message: GUEST_MESSAGES.listFull }));
      await this.guests.insert(manager, planId, kept.map((row) => row.guest));
      if (kept.length > 0) record(planChanged(planId, 'guests'));
      const errors = [...parsed.errors, ...over].sort((a, b) => a.line - b.line);
      return { imported: kept.length, errors };
    });
  }

  /** GET /api/plan/guests/export: the list as Excel CZ reads it. */
  async export(viewer: Viewer): Promise<Buffer> {
    const { planId } = await this.access.require(viewer);
    return encodeGuestCsv(await this.guests.all(planId));
  }

  /** POST /api/plan/guests/{id}/rsvp-link: a new link (the old one stops working); the token is shown only here. */
  async createRsvpLink(viewer: Viewer, id: number): Promise<RsvpLinkDto> {
    const { planId } = await this.access.require(viewer);
    const { token, hash } = newLinkToken();
    return this.events.transaction(async (manager, record) => {
      const expiresAt = await this.guests.setRsvpToken(manager, planId, id, hash);
      if (!expiresAt) throw new NotFoundException(GUEST_MESSAGES.notFound);
      record(planChanged(planId, 'guests'));
      return { url: rsvpPageUrl(this.config.appUrl, token), expiresAt: expiresAt.toISOString() };
    });
  }

  /** DELETE /api/plan/guests/{id}/rsvp-link. */
  async revokeRsvpLink(viewer: Viewer, id: number): Promise<void> {
    const { planId } = await this.access.require(viewer);
    await this.events.transaction(async (manager, record) => {
      if (!(await this.guests.clearRsvpToken(manager, planId, id))) throw new NotFoundException(GUEST_MESSAGES.notFound);
      record(planChanged(planId, 'guests'));
    });
  }

  /** GET /api/rsvp/{token} (public): 404 for an unknown, revoked or expired link. */
  async rsvp(token: string): Promise<RsvpDto> {
    const row = await this.guests.byRsvpToken(hashToken(token));
    if (!row) throw new NotFoundException(GUEST_MESSAGES.rsvpLinkInvalid);
    return toRsvp(row);
  }

  /** POST /api/rsvp/{token} (public): the guest's answer; the couple sees it live. */
  async answer(token: string, dto: AnswerRsvpDto): Promise<RsvpDto> {
    return this.events.transaction(async (manager, record) => {
      const row = await this.guests.answer(manager, hashToken(token), {
        rsvp: dto.attending ? 'confirmed' : 'declined',
        partySize: dto.partySize,
        dietary: optional(dto.dietary),
      });
      if (!row) throw new NotFoundException(GUEST_MESSAGES.rsvpLinkInvalid);
      record(planChanged(row.planId, 'guests'));
      return toRsvp(row);
    });
  }
}

/** The page's fields only (never the plan's id or anything else of it). */
function toRsvp(row: RsvpRow): RsvpDto {
  return {
    coupleNames: row.coupleNames,
    weddingDate: row.weddingDate,
    guestName: row.guestName,
    rsvp: row.rsvp,
    partySize: row.partySize,
    dietary: row.dietary,
  };
}
