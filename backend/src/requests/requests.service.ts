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
import { ProvidersRepository } from '../providers/providers.repository';
import type { Viewer } from '../providers/viewer';
import { CategoryVocabulary } from './category-matching';
import { ContactAccessService } from './contact-access.service';
import { CreateServiceRequestDto, CreateServiceRequestResponseDto } from './dto/create-service-request.dto';
import { ListServiceRequestsQueryDto } from './dto/list-service-requests.query.dto';
import { ServiceRequestDto, ServiceRequestPageDto } from './dto/service-request.dto';
import { RequestStatus } from './entities/service-request.entity';
import { NO_DATE_TEXT, REQUEST_NOT_FOUND } from './request-constants';
import { buildRequestFields } from './request-fields';
import { confirmationMail, matchingRequestMail, SubmittedRequest } from './request-mails';
import { requestListQueries, RequestRow, RequestsRepository } from './requests.repository';

dayjs.extend(customParseFormat);

@Injectable()
export class RequestsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly requests: RequestsRepository,
    private readonly providers: ProvidersRepository,
    private readonly catalog: CatalogService,
    private readonly contactAccess: ContactAccessService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  async create(dto: CreateServiceRequestDto, user: User | undefined): Promise<CreateServiceRequestResponseDto> {
    const [vocabulary, places] = await Promise.all([this.vocabulary(), this.catalog.placeIndex()]);
    const unknown = dto.services.filter((id) => !vocabulary.names.has(id.trim()));
    if (unknown.length) throw fieldError('services', `Neznámá služba: ${unknown.join(', ')}`);
    const fields = buildRequestFields({ ...dto, weddingDate: this.weddingDate(dto) }, vocabulary, places);

    const saved = await this.dataSource.transaction(async (manager) => {
      const request: SubmittedRequest = { ...fields, id: await this.requests.insert(manager, fields, user?.id ?? null) };
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
    const matches = await this.providers.premiumRecipients(manager, request.matchedCategories);
    const recorded = await this.requests.recordNotifications(
      manager,
      request.id,
      matches.map((provider) => provider.id),
    );
    await this.mail.enqueueMany(
      matches
        .filter((provider) => recorded.has(provider.id))
        .map((provider) => ({
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
   * matching the signed-in provider's categories (the client section's "relevant only"). The
   * location filter takes a location slug or a place name.
   */
  async list(query: ListServiceRequestsQueryDto, viewer: Viewer): Promise<ServiceRequestPageDto> {
    const onlyCategories = query.filtered ? this.providerCategories(viewer) : undefined;
    const canSee = this.contactAccess.canSeeContacts(viewer);
    const location = query.location ? (await this.catalog.placeIndex()).resolve(query.location).name : undefined;
    const queries = requestListQueries({ ...query, location }, { contacts: canSee, onlyCategories });
    const names = await this.catalog.categoryNameMap();
    const { rows, total } = await this.requests.activePage(queries);
    return {
      items: rows.map((row) => toServiceRequestDto(row, canSee, names)),
      total,
      page: queries.page,
      pageSize: queries.pageSize,
    };
  }

  /** The viewer's provider categories: 401 for a visitor, 403 for a user who is not a provider. */
  private providerCategories(viewer: Viewer): string[] {
    if (!viewer.user) throw new UnauthorizedException('Pro tuto akci se musíte přihlásit');
    if (!viewer.provider) throw new ForbiddenException('Filtrované poptávky jsou jen pro dodavatele');
    return viewer.provider.categories;
  }

  async findActive(id: number, viewer: Viewer): Promise<ServiceRequestDto> {
    const canSee = this.contactAccess.canSeeContacts(viewer);
    const [row, names] = await Promise.all([this.requests.findActive(id, canSee), this.catalog.categoryNameMap()]);
    if (!row) throw new NotFoundException(REQUEST_NOT_FOUND);
    return toServiceRequestDto(row, canSee, names);
  }

  /**
   * The signed-in user's own requests in every status, newest first, with their own contact
   * details (it is their data). The couple's dashboard, where they close requests.
   */
  async mine(user: User): Promise<ServiceRequestDto[]> {
    const [rows, names] = await Promise.all([this.requests.ownedBy(user.id), this.catalog.categoryNameMap()]);
    return rows.map((row) => toServiceRequestDto(row, true, names));
  }

  /**
   * The owner closes (or reopens) a request. A closed request leaves the public list and the
   * detail, which read active rows only. 404 for an unknown id, 403 for someone else's request.
   */
  async updateStatus(id: number, status: RequestStatus, user: User): Promise<ServiceRequestDto> {
    const owner = await this.requests.owner(id);
    if (!owner) throw new NotFoundException(REQUEST_NOT_FOUND);
    if (owner.userId !== user.id) throw new ForbiddenException('K této poptávce nemáte přístup');
    const row = await this.requests.updateOwnedStatus(id, user.id, status);
    // Deleted between the check and the update.
    if (!row) throw new NotFoundException(REQUEST_NOT_FOUND);
    return toServiceRequestDto(row, true, await this.catalog.categoryNameMap());
  }

  /** The number of active requests (kept by triggers). */
  countActive(): Promise<number> {
    return this.requests.activeTotal();
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

/** A request row as the API answers it: the primary category's name, contacts only for allowed viewers. */
function toServiceRequestDto(row: RequestRow, canSee: boolean, categoryNames: ReadonlyMap<string, string>): ServiceRequestDto {
  const { coupleName, contactEmail, phoneCountryCode, contactPhone, createdAt, listTotal, ...rest } = row;
  return {
    id: rest.id,
    title: rest.title,
    category: categoryNames.get(rest.categoryId) ?? rest.categoryId,
    categoryId: rest.categoryId,
    description: rest.description,
    createdAt: createdAt.toISOString(),
    weddingDate: rest.weddingDate,
    location: rest.location,
    budget: rest.budget,
    budgetBand: rest.budgetBand,
    services: rest.services,
    status: rest.status,
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
