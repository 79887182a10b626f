import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type RequestRecord, type RequestRecordFilter, RequestsRepository } from './requests.repository';

/**
 * The requests as the admin panel runs them: every request whatever its state, with the admin's
 * notes and deletion marks (columns only admins see). The Admin module audits each change in the
 * transaction it hands in; the rows stay this module's to write.
 */
@Injectable()
export class RequestAdministration {
  constructor(private readonly requests: RequestsRepository) {}

  page(filter: RequestRecordFilter): Promise<{ rows: RequestRecord[]; total: number }> {
    return this.requests.recordPage(filter);
  }

  record(id: number, manager?: EntityManager): Promise<RequestRecord | null> {
    return this.requests.record(id, manager);
  }

  /** The notes before the change, or null for an unknown request. */
  setNotes(manager: EntityManager, id: number, notes: string | null): Promise<{ previousNotes: string | null } | null> {
    return this.requests.setAdminNotes(manager, id, notes);
  }

  /** Whether it was marked already and why, or null for an unknown request. */
  markForDeletion(manager: EntityManager, id: number, reason: string): Promise<{ wasMarked: boolean; previousReason: string | null } | null> {
    return this.requests.markForDeletion(manager, id, reason);
  }

  /** What identified the deleted request (not the couple's contacts), or null for an unknown one. */
  delete(manager: EntityManager, id: number): Promise<{ title: string; status: string; marked: boolean; reason: string | null } | null> {
    return this.requests.delete(manager, id);
  }

  /** Every request in any status, and how many of them are demo requests. */
  countAll(): Promise<{ total: number; demo: number }> {
    return this.requests.countAll();
  }

  /**
   * The active requests, demo ones included, and how many are demo: the same count the top bar and
   * /poptavky show (RequestsService.countActive reads the same counter).
   */
  activeCounts(): Promise<{ total: number; demo: number }> {
    return this.requests.activeCounts();
  }

  weeklyCounts(weeks: number, timeZone: string): Promise<Array<{ week: string; count: number }>> {
    return this.requests.weeklyCounts(weeks, timeZone);
  }
}
