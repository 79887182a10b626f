import { Body, Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ApiErrorDto } from '../common/http/api-error.dto';
import { CurrentProvider, type CurrentProviderInfo, ProviderGuard } from '../providers/current-provider';
import { ProviderIdPipe } from '../providers/provider-id.pipe';
import { AvailabilityService } from './availability.service';
import { AvailabilityDayDto, AvailabilityRangeQueryDto, SetAvailabilityBulkDto, SetAvailabilityDto } from './dto/availability.dto';

const UNAUTHORIZED = { type: ApiErrorDto, description: "'Pro tuto akci se musíte přihlásit'" };
const NOT_A_PROVIDER = { type: ApiErrorDto, description: "'Tato akce je jen pro dodavatele'" };

@ApiTags('availability')
@Controller()
export class AvailabilityController {
  constructor(private readonly availability: AvailabilityService) {}

  @Get('availability/current')
  @UseGuards(ProviderGuard)
  @ApiCookieAuth()
  @ApiOperation({
    operationId: 'availabilityCurrent',
    summary: "The signed-in provider's calendar entries in a range (default today to 90 days ahead), with notes",
  })
  @ApiOkResponse({ type: [AvailabilityDayDto] })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: "'Datum musí být ve formátu RRRR-MM-DD', or a range over 366 days" })
  @ApiUnauthorizedResponse(UNAUTHORIZED)
  @ApiForbiddenResponse(NOT_A_PROVIDER)
  current(@CurrentProvider() provider: CurrentProviderInfo, @Query() query: AvailabilityRangeQueryDto): Promise<AvailabilityDayDto[]> {
    return this.availability.ownRange(provider.id, query);
  }

  @Post('availability')
  @HttpCode(200)
  @UseGuards(ProviderGuard)
  @ApiCookieAuth()
  @ApiOperation({ operationId: 'availabilitySet', summary: "Set one day's status and note (today to 90 days ahead)" })
  @ApiOkResponse({ type: AvailabilityDayDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiUnauthorizedResponse(UNAUTHORIZED)
  @ApiForbiddenResponse(NOT_A_PROVIDER)
  set(@CurrentProvider() provider: CurrentProviderInfo, @Body() dto: SetAvailabilityDto): Promise<AvailabilityDayDto> {
    return this.availability.set(provider.id, dto);
  }

  @Post('availability/bulk')
  @HttpCode(200)
  @UseGuards(ProviderGuard)
  @ApiCookieAuth()
  @ApiOperation({
    operationId: 'availabilitySetBulk',
    summary: 'Set the same status and note for several days at once: all days or none',
  })
  @ApiOkResponse({ type: [AvailabilityDayDto] })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: "E.g. 'Vyberte alespoň jeden den'; nothing is written" })
  @ApiUnauthorizedResponse(UNAUTHORIZED)
  @ApiForbiddenResponse(NOT_A_PROVIDER)
  setBulk(@CurrentProvider() provider: CurrentProviderInfo, @Body() dto: SetAvailabilityBulkDto): Promise<AvailabilityDayDto[]> {
    return this.availability.setBulk(provider.id, dto);
  }

  @Get('providers/:id/availability')
  @ApiOperation({
    operationId: 'availabilityPublic',
    summary: "A provider's calendar for today to 90 days ahead, without the private notes (notes is always null)",
  })
  @ApiParam({ name: 'id', type: Number, description: 'Provider id' })
  @ApiOkResponse({ type: [AvailabilityDayDto] })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: "'Dodavatel s tímto ID nebyl nalezen.'" })
  publicCalendar(@Param('id', ProviderIdPipe) id: number): Promise<AvailabilityDayDto[]> {
    return this.availability.publicWindow(id);
  }
}
