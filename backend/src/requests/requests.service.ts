import { ForbiddenException, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { DataSource, EntityManager } from 'typeorm';
import type { User } from '../auth/entities/user.entity';
import { CatalogService } from '../catalog/catalog.service';
import { fieldError } from '../common/http/field-error';
import { AppConfig } from '../config/app-config';
import { MailService } from '../mail/mail.service';
import type { Viewer } from '../providers/viewer';
import { CategoryVocabulary } from './category-matching';
import { buildRequestFields } from './request-fields';
import { ContactAccessService } from './contact-access.service';
import { CreateServiceRequestDto, CreateServiceRequestResponseDto } from './dto/create-service-request.dto';
import { ListServiceRequestsQueryDto } from './dto/list-service-requests.query.dto';
import { ServiceRequestDto, ServiceRequestPageDto } from './dto/service-request.dto';
import { RequestStatus } from './entities/service-request.entity';
import { NO_DATE_TEXT, REQUEST_NOT_FOUND } from './request-constants';
import {
  ACTIVE_REQUEST_TOTAL_SQL,
  REQUEST_CONTACT_COLUMNS as CONTACT_COLUMNS,
  REQUEST_PUBLIC_COLUMNS as PUBLIC_COLUMNS,
  RequestRow,
  requestListQueries,
  runRequestList,
  toServiceRequestDto,
} from './request-list.sql';
import { confirmationMail, matchingRequestMail } from './request-mails';
import { insertRequestQuery, notifyPremiumProvidersQuery, SubmittedRequest } from './request-submit.sql';
import { poolOf } from '../database/pg-pool';
import { readRows, type ReadRows } from '../database/sql-query';

dayjs.extend(customParseFormat);

@Injectable()
export class RequestsService {
  /** The public lists' reads. */
  private readonly readRows: ReadRows;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catalog: CatalogService,
    private readonly contactAccess: ContactAccessService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {
    this.readRows = readRows(poolOf(dataSource));
  }

  async create(dto: CreateServiceRequestDto, user: User | undefined): Promise<CreateServiceRequestResponseDto> {
    const vocabulary = await this.vocabulary();
    const unknown = dto.services.filter((id) => !vocabulary.names.has(id.trim()));
    if (unknown.length) throw fieldError('services', `Neznámá služba: ${unknown.join(', ')}`);
    const fields = buildRequestFields({ ...dto, weddingDate: this.weddingDate(dto) }, vocabulary);

    const saved = await this.dataSource.transaction(async (manager) => {
      const insert = insertRequestQuery(fields, user?.id ?? null);
      const [{ id }] = (await manager.query(insert.text, insert.values)) as Array<{ id: number }>;
      const request: SubmittedRequest = { ...fields, id };
      await this.mail.enqueue(
        { email: request.contactEmail, name: request.coupleName },
        confirmationMail(request, vocabulary, this.config.appUrl),
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
  private async notifyPremiumProviders(request: SubmittedRequest, vocabulary: CategoryVocabulary, manager: EntityManager): Promise<void> {
    const notify = notifyPremiumProvidersQuery(request.id);
    const providers = (await manager.query(notify.text, notify.values)) as Array<{ email: string; companyName: string }>;
    await this.mail.enqueueMany(
      providers.map((provider) => ({
        to: { email: provider.email, name: provider.companyName },
        mail: matchingRequestMail(provider.companyName, request, vocabulary, this.config.appUrl),
      })),
      manager,
    );
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
  async list(query: ListServiceRequestsQueryDto, viewer: Viewer): Promise<ServiceRequestPageDto> {
    const onlyCategories = query.filtered ? this.providerCategories(viewer) : undefined;
    const canSee = this.contactAccess.canSeeContacts(viewer);
    const queries = requestListQueries(query, { contacts: canSee, onlyCategories });
    const { rows, total } = await runRequestList(queries, this.readRows);
    return { items: rows.map((row) => toServiceRequestDto(row, canSee)), total, page: queries.page, pageSize: queries.pageSize };
  }

  /** The viewer's provider categories: 401 for a visitor, 403 for a user who is not a provider. */
  private providerCategories(viewer: Viewer): string[] {
    if (!viewer.user) throw new UnauthorizedException('Pro tuto akci se musíte přihlásit');
    if (!viewer.provider) throw new ForbiddenException('Filtrované poptávky jsou jen pro dodavatele');
    return viewer.provider.categories;
  }

  async findActive(id: number, viewer: Viewer): Promise<ServiceRequestDto> {
    const canSee = this.contactAccess.canSeeContacts(viewer);
    const [row] = (await this.dataSource.query(
      `SELECT ${PUBLIC_COLUMNS}${canSee ? CONTACT_COLUMNS : ''}
       FROM service_requests r JOIN service_categories c ON c.id = r.primary_category_id
       WHERE r.id = $1 AND r.status = 'active'`,
      [id],
    )) as RequestRow[];
    if (!row) throw new NotFoundException(REQUEST_NOT_FOUND);
    return toServiceRequestDto(row, canSee);
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
    return rows.map((row) => toServiceRequestDto(row, true));
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
    return toServiceRequestDto(rows[0], true);
  }

  /** The number of active requests (kept by triggers: ACTIVE_REQUEST_TOTAL_SQL). */
  countActive(): Promise<number> {
    return this.dataSource.query(ACTIVE_REQUEST_TOTAL_SQL).then((rows: Array<{ total: number }>) => rows[0].total);
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
