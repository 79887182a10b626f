import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { OfferPriceKind } from './entities/offer.entity';

/** A template as the service reads it. */
export interface OfferTemplateRow {
  id: number;
  providerId: number;
  name: string;
  message: string;
  includedItems: string[];
  priceKind: OfferPriceKind;
  priceMin: number;
  priceMax: number | null;
  createdAt: Date;
  updatedAt: Date;
}

/** What the provider writes (checked by the service). */
export interface OfferTemplateFields {
  name: string;
  message: string;
  includedItems: string[];
  priceKind: OfferPriceKind;
  priceMin: number;
  priceMax: number | null;
}

const TEMPLATE_COLUMNS = `t.id, t.provider_id AS "providerId", t.name, t.message, t.included_items AS "includedItems",
  t.price_kind AS "priceKind", t.price_min AS "priceMin", t.price_max AS "priceMax", t.created_at AS "createdAt", t.updated_at AS "updatedAt"`;

const values = (fields: OfferTemplateFields): unknown[] => [
  fields.name,
  fields.message,
  fields.includedItems,
  fields.priceKind,
  fields.priceMin,
  fields.priceMax,
];

/**
 * The Offers module's offer templates (offer_templates, issue 45): the only place that reads or
 * writes them. A new one is counted under a lock of the provider's templates (an advisory lock on
 * the provider), so that two saves at once cannot pass the limit of 10 together.
 */
@Injectable()
export class OfferTemplatesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The provider's templates by name. */
  ofProvider(providerId: number): Promise<OfferTemplateRow[]> {
    return this.dataSource.query(`SELECT ${TEMPLATE_COLUMNS} FROM offer_templates t WHERE t.provider_id = $1 ORDER BY t.name, t.id`, [
      providerId,
    ]) as Promise<OfferTemplateRow[]>;
  }

  /** Serialises the provider's template changes until the caller's transaction ends; how many it has. */
  async lockProvider(manager: EntityManager, providerId: number): Promise<number> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('offer_templates'), $1)`, [providerId]);
    const [{ count }] = (await manager.query(`SELECT count(*)::int AS count FROM offer_templates WHERE provider_id = $1`, [
      providerId,
    ])) as Array<{ count: number }>;
    return count;
  }

  /** A new template; a name the provider uses already raises 23505 (offer_templates_provider_name). */
  async insert(manager: EntityManager, providerId: number, fields: OfferTemplateFields): Promise<OfferTemplateRow> {
    const [row] = (await manager.query(
      `INSERT INTO offer_templates AS t (provider_id, name, message, included_items, price_kind, price_min, price_max)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${TEMPLATE_COLUMNS}`,
      [providerId, ...values(fields)],
    )) as OfferTemplateRow[];
    return row;
  }

  /** Replaces the provider's template; null when it has no such template (another's is not found either). */
  async update(manager: EntityManager, providerId: number, id: number, fields: OfferTemplateFields): Promise<OfferTemplateRow | null> {
    const [rows] = (await manager.query(
      `UPDATE offer_templates t SET name = $3, message = $4, included_items = $5, price_kind = $6, price_min = $7, price_max = $8,
              updated_at = now()
        WHERE t.id = $1 AND t.provider_id = $2 RETURNING ${TEMPLATE_COLUMNS}`,
      [id, providerId, ...values(fields)],
    )) as [OfferTemplateRow[], number];
    return rows[0] ?? null;
  }

  /** Deletes the provider's template; whether there was one. */
  async delete(providerId: number, id: number): Promise<boolean> {
    const [, count] = (await this.dataSource.query(`DELETE FROM offer_templates WHERE id = $1 AND provider_id = $2`, [id, providerId])) as [
      unknown[],
      number,
    ];
    return count > 0;
  }

  /** The provider's templates go with its profile (in the erasure's transaction; the profile's delete would cascade too). */
  async deleteOfProvider(manager: EntityManager, providerId: number): Promise<void> {
    await manager.query(`DELETE FROM offer_templates WHERE provider_id = $1`, [providerId]);
  }
}
