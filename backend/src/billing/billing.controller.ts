import { Body, Controller, Get, Header, Param, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { ProviderOnly, Viewer } from '../auth/auth.api';
import { ApiErrorDto } from '../common/http/api-error.dto';
import { ICO_MESSAGE } from '../common/validation/ico';
import { BillingDetailsService } from './billing-details.service';
import { BILLING_MESSAGES } from './billing-rules';
import { AresCompanyDto, BillingDetailsDto, SellerDto, UpdateBillingDetailsDto } from './dto/billing-details.dto';

/** ARES lookups per client and minute: the register is a public service with its own limits. */
const ARES_RATE_LIMIT = { default: { limit: 20, ttl: 60_000 } };
export const SELLER_CACHE_CONTROL = 'public, max-age=3600';

/** The provider's billing details ("Fakturační údaje"), filled by hand or from ARES, and the operator's identity. */
@ApiTags('billing')
@Controller('billing')
export class BillingController {
  constructor(private readonly details: BillingDetailsService) {}

  @Get('details')
  @ProviderOnly()
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({
    operationId: 'getBillingDetails',
    summary: "The provider's billing details (prefilled with the profile's company name until saved); whether ARES lookups work",
    description: 'Signed-in providers only, their own details. Never cached.',
  })
  @ApiOkResponse({ type: BillingDetailsDto })
  get(@Viewer() viewer: Viewer): Promise<BillingDetailsDto> {
    return this.details.get(viewer.provider!);
  }

  @Put('details')
  @ProviderOnly()
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({
    operationId: 'updateBillingDetails',
    summary: 'Saves the billing details: the buyer on the next invoice (issued invoices keep theirs)',
    description:
      'Signed-in providers only, their own details. The IČO is checked (checksum) and the address validated; issued invoices are never ' +
      'changed.',
  })
  @ApiOkResponse({ type: BillingDetailsDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: `A field is invalid, e.g. '${ICO_MESSAGE}' or '${BILLING_MESSAGES.postalCode}'` })
  update(@Viewer() viewer: Viewer, @Body() dto: UpdateBillingDetailsDto): Promise<BillingDetailsDto> {
    return this.details.update(viewer.provider!, dto);
  }

  @Get('ares/:ico')
  @ProviderOnly()
  @Throttle(ARES_RATE_LIMIT)
  @ApiOperation({
    operationId: 'lookupAres',
    summary: 'The company registered under an IČO in ARES (the Czech business register), to fill the form',
    description:
      'Signed-in providers only. Asks ARES live (with a short timeout); rate limited to 20 lookups a minute per client. Nothing is ' +
      'saved.',
  })
  @ApiParam({ name: 'ico', type: String, example: '27082440' })
  @ApiOkResponse({ type: AresCompanyDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: `'${ICO_MESSAGE}'` })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: `'${BILLING_MESSAGES.aresNotFound}'` })
  @ApiServiceUnavailableResponse({ type: ApiErrorDto, description: `ARES is off (offline mode), slow or failing: '${BILLING_MESSAGES.aresUnavailable}'` })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto, description: 'More than 20 lookups a minute' })
  lookupAres(@Param('ico') ico: string): Promise<AresCompanyDto> {
    return this.details.lookupAres(ico);
  }

  @Get('seller')
  @Header('Cache-Control', SELLER_CACHE_CONTROL)
  @ApiOperation({
    operationId: 'getSeller',
    summary: 'The operator of Svatby as invoices name it (INVOICE_SELLER_*): for the legal pages',
    description: 'Open to anyone. Public company details from the configuration; cached for an hour.',
  })
  @ApiOkResponse({ type: SellerDto })
  seller(): SellerDto {
    return this.details.seller();
  }
}
