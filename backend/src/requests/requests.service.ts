import { ForbiddenException, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { DataSource, EntityManager } from 'typeorm';
import type { User } from '../auth/entities/user.entity';
import { CatalogService } from '../catalog/catalog.service';
import { fieldError } from '../common/http/field-error';
import { foldText } from '../common/text/fold';
import { AppConfig } from '../config/app-config';
import { MailService } from '../mail/mail.service';
import { newMatchingRequestMail } from '../mail/templates/new-matching-request.template';
import { requestConfirmationMail } from '../mail/templates/request-confirmation.template';
import { ProvidersService } from '../providers/providers.service';
import { hasActiveSubscriptionSql } from '../subscriptions/subscription-access';
import { CategoryVocabulary } from './category-matching';
import { buildRequestFields } from './request-fields';
import { ContactAccessService } from './contact-access.service';
import { CreateServiceRequestDto, CreateServiceRequestResponseDto } from './dto/create-service-request.dto';
import { ListServiceRequestsQueryDto } from './dto/list-service-requests.query.dto';
import { ServiceRequestDto, ServiceRequestPageDto } from './dto/service-request.dto';
import { RequestStatus, ServiceRequest } from './entities/service-request.entity';
import { NO_DATE_TEXT, REQUEST_NOT_FOUND, RequestSort } from './request-constants';

dayjs.extend(customParseFormat);

const DEFAULT_PAGE_SIZE = 12;

const ORDER_BY: Record<RequestSort, string> = {
  newest: 'r.created_at DESC, r.id DESC',
  oldest: 'r.created_at ASC, r.id ASC',
  'budget-high': 'r.budget_amount DESC NULLS LAST, r.created_at DESC, r.id DESC',
  'budget-low': 'r.budget_amount ASC NULLS LAST, r.created_at DESC, r.id DESC',
};

/** Columns of the list and detail queries; contact columns are added only for allowed viewers. */
const PUBLIC_COLUMNS = `r.id, r.title, c.name AS category, r.primary_category_id AS "categoryId", r.description,
  r.created_at AS "createdAt", to_char(r.wedding_date, 'YYYY-MM-DD') AS "weddingDate", r.location, r.budget,
  r.budget_band AS "budgetBand", r.services, r.status`;
const CONTACT_COLUMNS = `, r.couple_name AS "coupleName", r.contact_email AS "contactEmail",
  r.phone_country_code AS "phoneCountryCode", r.contact_phone AS "contactPhone"`;

interface RequestRow extends Omit<ServiceRequestDto, 'createdAt' | 'canSeeContact' | 'contactInfo'> {
  createdAt: Date;
  coupleName?: string;
  contactEmail?: string;
  phoneCountryCode?: string | null;
  contactPhone?: string | null;
}

const escapeLike = (value: string): string => value.replace(/[\\%_]/g, '\\$&');

/** The wedding date as e-mails write it. */
const weddingDateText = (request: Pick<ServiceRequest, 'weddingDate'>): string =>
  request.weddingDate ? dayjs(request.weddingDate).format('D. M. YYYY') : 'zatím nevybráno';

@Injectable()
export class RequestsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catalog: CatalogService,
    private readonly contactAccess: ContactAccessService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly providers: ProvidersService,
  ) {}

  async create(dto: CreateServiceRequestDto, user: User | undefined): Promise<CreateServiceRequestResponseDto> {
    const vocabulary = await this.vocabulary();
    const unknown = dto.services.filter((id) => !vocabulary.names.has(id.trim()));
    if (unknown.length) throw fieldError('services', `Neznámá služba: ${unknown.join(', ')}`);
    const fields = buildRequestFields({ ...dto, weddingDate: this.weddingDate(dto) }, vocabulary);

    const saved = await this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(ServiceRequest);
      const request = await repository.save(repository.create({ ...fields, userId: user?.id ?? null }));
      await this.mail.enqueue(
        { email: request.contactEmail, name: request.coupleName },
        requestConfirmationMail({
          coupleName: request.coupleName,
          title: request.title,
          weddingDateText: weddingDateText(request),
          location: request.location,
          budget: request.budget,
          serviceNames: request.services.map((id) => vocabulary.names.get(id) ?? id),
          requestUrl: this.requestUrl(request.id),
        }),
        manager,
      );
      await this.notifyPremiumProviders(request, vocabulary, manager);
      return request;
    });

    return {
      id: saved.id,
      message: 'Brzy vás budeme kontaktovat s nabídkami od profesionálů.',
      emailInfo: `Potvrzení jsme poslali na ${saved.contactEmail}.`,
    };
  }

  /**
   * The premium perk (DESIGN.md section 5), in the request's transaction: every provider with an
   * active premium subscription whose categories overlap the request's matched categories gets
   * one e-mail, recorded in request_provider_notifications so that it is once per request and
   * provider. Demo providers never get mail. The mail carries no contact details of the couple.
   */
  private async notifyPremiumProviders(request: ServiceRequest, vocabulary: CategoryVocabulary, manager: EntityManager): Promise<void> {
    // A WITH … SELECT answers rows like a SELECT (a bare INSERT … RETURNING would not join the profile).
    const providers = (await manager.query(
      `WITH notified AS (
         INSERT INTO request_provider_notifications (request_id, provider_id)
         SELECT r.id, p.id
           FROM service_requests r
           JOIN provider_profiles p ON p.categories && r.matched_categories
          WHERE r.id = $1 AND NOT p.is_demo AND ${hasActiveSubscriptionSql('p', 'premium')}
         ON CONFLICT DO NOTHING
         RETURNING provider_id
       )
       SELECT p.email, p.company_name AS "companyName"
         FROM notified n JOIN provider_profiles p ON p.id = n.provider_id
        ORDER BY p.id`,
      [request.id],
    )) as Array<{ email: string; companyName: string }>;
    for (const provider of providers) {
      await this.mail.enqueue(
        { email: provider.email, name: provider.companyName },
        newMatchingRequestMail({
          providerName: provider.companyName,
          title: request.title,
          categoryName: vocabulary.names.get(request.primaryCategoryId) ?? request.primaryCategoryId,
          weddingDateText: weddingDateText(request),
          location: request.location,
          budget: request.budget,
          requestUrl: this.requestUrl(request.id),
        }),
        manager,
      );
    }
  }

  private requestUrl(id: number): string {
    return `${this.config.appUrl}/poptavky?requestId=${id}`;
  }

  /** Category names and synonyms, for deriving titles and matched categories. */
  async vocabulary(): Promise<CategoryVocabulary> {
    const [names, keywords] = await Promise.all([this.catalog.categoryNameMap(), this.catalog.keywordsByCategory()]);
    return { names, keywords };
  }

  /**
   * Active requests, filtered, sorted and paginated in SQL. With filtered=true only those
   * matching the signed-in provider's categories (the client section's "relevant only").
   */
  async list(query: ListServiceRequestsQueryDto, viewer: User | undefined, onlyCategories?: string[]): Promise<ServiceRequestPageDto> {
    if (query.filtered && !onlyCategories) onlyCategories = await this.providerCategories(viewer);
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const params: unknown[] = [];
    const param = (value: unknown): string => {
      params.push(value);
      return `$${params.length}`;
    };

    const where = [`r.status = 'active'`];
    if (query.search) where.push(`r.search_text LIKE ${param(`%${escapeLike(foldText(query.search))}%`)}`);
    if (query.category) where.push(`r.matched_categories @> ARRAY[${param(query.category)}]::varchar[]`);
    if (query.location && !foldText(query.location).startsWith('cela')) {
      where.push(`r.location_folded LIKE ${param(`%${escapeLike(foldText(query.location))}%`)}`);
    }
    if (query.budget) where.push(`r.budget_band = ${param(query.budget)}`);
    if (onlyCategories) where.push(`r.matched_categories && ${param(onlyCategories)}::varchar[]`);
    const whereSql = where.join(' AND ');

    const canSee = await this.contactAccess.canSeeContacts(viewer);
    const countParams = [...params];
    const rowsSql = `SELECT ${PUBLIC_COLUMNS}${canSee ? CONTACT_COLUMNS : ''}
      FROM service_requests r JOIN service_categories c ON c.id = r.primary_category_id
      WHERE ${whereSql}
      ORDER BY ${ORDER_BY[query.sort ?? 'newest']}
      LIMIT ${param(pageSize)} OFFSET ${param((page - 1) * pageSize)}`;
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query(rowsSql, params) as Promise<RequestRow[]>,
      this.dataSource.query(`SELECT count(*)::int AS total FROM service_requests r WHERE ${whereSql}`, countParams) as Promise<
        Array<{ total: number }>
      >,
    ]);
    return { items: rows.map((row) => this.toDto(row, canSee)), total, page, pageSize };
  }

  /** The viewer's provider categories: 401 for a visitor, 403 for a user who is not a provider. */
  private async providerCategories(viewer: User | undefined): Promise<string[]> {
    if (!viewer) throw new UnauthorizedException('Pro tuto akci se musíte přihlásit');
    const categories = await this.providers.categoriesOfUser(viewer.id);
    if (!categories) throw new ForbiddenException('Filtrované poptávky jsou jen pro dodavatele');
    return categories;
  }

  async findActive(id: number, viewer: User | undefined): Promise<ServiceRequestDto> {
    const canSee = await this.contactAccess.canSeeContacts(viewer);
    const [row] = (await this.dataSource.query(
      `SELECT ${PUBLIC_COLUMNS}${canSee ? CONTACT_COLUMNS : ''}
       FROM service_requests r JOIN service_categories c ON c.id = r.primary_category_id
       WHERE r.id = $1 AND r.status = 'active'`,
      [id],
    )) as RequestRow[];
    if (!row) throw new NotFoundException(REQUEST_NOT_FOUND);
    return this.toDto(row, canSee);
  }

  /**
   * The signed-in user's own requests in every status, newest first, with their own contact
   * details (it is their data). The couple's dashboard, where they close requests.
   */
  async mine(user: User): Promise<ServiceRequestDto[]> {
    const rows = (await this.dataSource.query(
      `SELECT ${PUBLIC_COLUMNS}${CONTACT_COLUMNS}
       FROM service_requests r JOIN service_categories c ON c.id = r.primary_category_id
       WHERE r.user_id = $1
       ORDER BY r.created_at DESC, r.id DESC`,
      [user.id],
    )) as RequestRow[];
    return rows.map((row) => this.toDto(row, true));
  }

  /**
   * The owner closes (or reopens) a request. A closed request leaves the public list and the
   * detail, which read active rows only. 404 for an unknown id, 403 for someone else's request.
   */
  async updateStatus(id: number, status: RequestStatus, user: User): Promise<ServiceRequestDto> {
    const [owner] = (await this.dataSource.query(`SELECT user_id AS "userId" FROM service_requests WHERE id = $1`, [id])) as Array<{
      userId: number | null;
    }>;
    if (!owner) throw new NotFoundException(REQUEST_NOT_FOUND);
    if (owner.userId !== user.id) throw new ForbiddenException('K této poptávce nemáte přístup');
    // A WITH … SELECT answers rows like a SELECT (a bare UPDATE would answer [rows, count]).
    const rows = (await this.dataSource.query(
      `WITH updated AS (
         UPDATE service_requests SET status = $2, updated_at = now() WHERE id = $1 AND user_id = $3 RETURNING *
       )
       SELECT ${PUBLIC_COLUMNS}${CONTACT_COLUMNS}
       FROM updated r JOIN service_categories c ON c.id = r.primary_category_id`,
      [id, status, user.id],
    )) as RequestRow[];
    // Deleted between the check and the update.
    if (!rows[0]) throw new NotFoundException(REQUEST_NOT_FOUND);
    return this.toDto(rows[0], true);
  }

  countActive(): Promise<number> {
    return this.dataSource
      .query(`SELECT count(*)::int AS total FROM service_requests WHERE status = 'active'`)
      .then((rows: Array<{ total: number }>) => rows[0].total);
  }

  private toDto(row: RequestRow, canSee: boolean): ServiceRequestDto {
    const { coupleName, contactEmail, phoneCountryCode, contactPhone, createdAt, ...rest } = row;
    return {
      ...rest,
      createdAt: createdAt.toISOString(),
      canSeeContact: canSee,
      ...(canSee
        ? {
            contactInfo: {
              name: coupleName!,
              email: contactEmail!,
              phone: contactPhone ? `${phoneCountryCode ?? ''} ${contactPhone}`.trim() : null,
            },
          }
        : {}),
    };
  }

  private weddingDate(dto: CreateServiceRequestDto): string | null {
    const text = dto.weddingDate?.trim() ?? '';
    if (dto.noDateSelected || !text || text === NO_DATE_TEXT) return null;
    const date = dayjs(text, 'YYYY-MM-DD', true);
    if (!date.isValid()) {
      throw fieldError('weddingDate', 'Neplatné datum svatby');
    }
    if (date.isBefore(dayjs().startOf('day'))) {
      throw fieldError('weddingDate', 'Datum svatby nemůže být v minulosti');
    }
    return date.format('YYYY-MM-DD');
  }
}
