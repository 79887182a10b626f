import { BadRequestException, Inject, Injectable, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import type { ViewerProvider } from '../auth/auth.api';
import { AppConfig } from '../config/app-config';
import { ICO_MESSAGE, isValidIco } from '../common/validation/ico';
import { ARES_CLIENT, type AresClient } from './ares/ares-client';
import { BILLING_MESSAGES, normalisePostalCode } from './billing-rules';
import { BillingRepository, type BillingDetailsRow } from './billing.repository';
import type { AresCompanyDto, BillingDetailsDto, SellerDto, UpdateBillingDetailsDto } from './dto/billing-details.dto';

/** The provider's billing details, the ARES lookup that fills them, and the seller of every invoice. */
@Injectable()
export class BillingDetailsService {
  constructor(
    private readonly repository: BillingRepository,
    private readonly config: AppConfig,
    @Inject(ARES_CLIENT) private readonly ares: AresClient,
  ) {}

  async get(provider: ViewerProvider): Promise<BillingDetailsDto> {
    const saved = await this.repository.details(provider.id);
    return this.toDto(saved ?? { companyName: provider.companyName, street: '', city: '', postalCode: '', ico: null, dic: null, vatPayer: false }, saved !== null);
  }

  /** Applies to the next invoice only: issued ones keep their buyer snapshot. */
  async update(provider: ViewerProvider, dto: UpdateBillingDetailsDto): Promise<BillingDetailsDto> {
    const details: BillingDetailsRow = {
      companyName: dto.companyName,
      street: dto.street,
      city: dto.city,
      postalCode: normalisePostalCode(dto.postalCode),
      ico: dto.ico ?? null,
      dic: dto.dic ?? null,
      vatPayer: dto.vatPayer,
    };
    await this.repository.saveDetails(provider.id, details);
    return this.toDto(details, true);
  }

  async lookupAres(ico: string): Promise<AresCompanyDto> {
    if (!isValidIco(ico)) throw new BadRequestException(ICO_MESSAGE);
    const result = await this.ares.lookup(ico);
    if (result.kind === 'not_found') throw new NotFoundException(BILLING_MESSAGES.aresNotFound);
    if (result.kind === 'unavailable') throw new ServiceUnavailableException(BILLING_MESSAGES.aresUnavailable);
    return result.company;
  }

  seller(): SellerDto {
    const { seller, vatPayer } = this.config.invoicing;
    return { name: seller.name, address: seller.address, ico: seller.ico, dic: seller.dic, vatPayer };
  }

  private toDto(details: BillingDetailsRow, saved: boolean): BillingDetailsDto {
    return {
      ...details,
      aresAvailable: this.ares.available,
      complete: saved && Boolean(details.companyName && details.street && details.city && details.postalCode),
    };
  }
}
