import { applyDecorators, Injectable } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { EntityManager } from 'typeorm';

/**
 * Whose data an export or an erasure is about. What was sent from the account's e-mail without the
 * account (requests, reviews, /kontakt messages) is the account's only when the e-mail is proven: an
 * unverified address may be someone else's, whose data must neither leak to nor be erased by
 * whoever registered it.
 */
export interface AccountSubject {
  userId: number;
  email: string;
  /** The e-mail when its owner proved it; null otherwise. */
  verifiedEmail: string | null;
  /** The account's provider profile, if it has one. */
  providerId: number | null;
}

/** The export as the contributors fill it: a section each (the Account module's AccountExportDto names them). */
export interface AccountExport {
  sections: Record<string, unknown>;
  /** The requests the document holds (set by Requests): the offers on them go in too. */
  requestIds: number[];
}

/** What an erasure's contributors hand on to the later ones, inside its transaction. */
export interface AccountErasure {
  /** The couple's requests whose contacts were erased (by Requests): their threads and audit rows go with them. */
  requestIds: number[];
  /** The provider profile removed with the account (its audit rows are anonymised), or null. */
  removedProviderId: number | null;
  /** The removed provider profile's own e-mail (its outbox mails go too), or null. */
  providerEmail: string | null;
  /** Work once the erasure committed (files on disk). */
  afterCommit: Array<() => Promise<void>>;
}

/**
 * A module's part of an account's data rights (GDPR articles 15, 17, 20): its rows in the export, and
 * their erasure in the deletion's transaction. Each module that stores something about an account
 * implements one and marks it @AccountData({ order }); the Account module finds them all, so a new
 * module joins the export and the deletion without the Account module changing.
 */
export interface AccountDataContributor {
  /** Adds the module's sections to the export. */
  exportInto?(subject: AccountSubject, document: AccountExport): Promise<void>;
  /** Erases or anonymises the module's rows about the account. */
  erase?(manager: EntityManager, subject: AccountSubject, erasure: AccountErasure): Promise<void>;
}

/** The mark the Account module finds the contributors by (DiscoveryService). */
export const AccountDataMark = DiscoveryService.createDecorator<{ order: number }>();

/**
 * Makes a class an injectable AccountDataContributor; `order` sets its turn in the export and the
 * erasure (lower first: Requests at 10 hands its request ids to Offers, Conversations and the audit log).
 */
export const AccountData = (options: { order: number }): ClassDecorator => applyDecorators(Injectable(), AccountDataMark(options));

type Iso<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

/** A row with its Date fields as ISO strings (the export's JSON). */
export function isoDates<T extends object>(row: T): Iso<T> {
  const entries = Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]);
  return Object.fromEntries(entries) as Iso<T>;
}

/** An uploaded file's URL (/uploads/…) on the app's origin, as the export gives it; other URLs as they are. */
export function absoluteUrl(appUrl: string, url: string | null): string | null {
  return url && url.startsWith('/') ? `${appUrl}${url}` : url;
}
