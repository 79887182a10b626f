import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { ApiErrorDto } from '../common/http/api-error.dto';
import { ApiTokenScope, ProviderOnly, Viewer } from '../auth/auth.api';
import { ProviderIdPipe } from '../providers/providers.api';
import { AvailabilityService } from './availability.service';
import { AvailabilityDayDto, AvailabilityRangeQueryDto, SetAvailabilityBulkDto, SetAvailabilityDto } from './dto/availability.dto';

@ApiTags('availability')
@Controller()
export class AvailabilityController {
  constructor(private readonly availability: AvailabilityService) {}

  @Get('availability/current')
  @ApiTokenScope('availability:write')
  @ProviderOnly()
  @ApiOperation({
    operationId: 'availabilityCurrent',
    summary: "The signed-in provider's calendar entries in a range (default today to 90 days ahead, at most 366 days), with notes",
    description:
      'Signed-in providers only, their own calendar. Only the days the provider set are listed; the calendar pages by month or quarter ' +
      'through the window (today to 24 months ahead).',
  })
  @ApiOkResponse({ type: [AvailabilityDayDto] })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: "'Datum musí být ve formátu RRRR-MM-DD', or a range over 366 days" })
  current(@Viewer() viewer: Viewer, @Query() query: AvailabilityRangeQueryDto): Promise<AvailabilityDayDto[]> {
    return this.availability.ownRange(viewer.provider!.id, query);
  }

  @Post('availability')
  @ApiTokenScope('availability:write')
  @HttpCode(200)
  @ProviderOnly()
  @ApiOperation({
    operationId: 'availabilitySet',
    summary: "Set one day's status and note (today to 24 months ahead)",
    description:
      "Signed-in providers only, their own calendar (any plan). The status shows on the public profile at once; the note stays " +
      "private.",
  })
  @ApiOkResponse({ type: AvailabilityDayDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: "E.g. 'Datum musí být v rozmezí dnes až 24 měsíců dopředu'" })
  set(@Viewer() viewer: Viewer, @Body() dto: SetAvailabilityDto): Promise<AvailabilityDayDto> {
    return this.availability.set(viewer.provider!.id, dto);
  }

  @Post('availability/bulk')
  @ApiTokenScope('availability:write')
  @HttpCode(200)
  @ProviderOnly()
  @ApiOperation({
    operationId: 'availabilitySetBulk',
    summary: 'Set the same status and note for several days at once: all days or none',
    description: 'Signed-in providers only, their own calendar. One invalid day refuses the whole call and nothing is written.',
  })
  @ApiOkResponse({ type: [AvailabilityDayDto] })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: "E.g. 'Vyberte alespoň jeden den'; nothing is written" })
  setBulk(@Viewer() viewer: Viewer, @Body() dto: SetAvailabilityBulkDto): Promise<AvailabilityDayDto[]> {
    return this.availability.setBulk(viewer.provider!.id, dto);
  }

  @Get('providers/:id/availability')
  @ApiOperation({
    operationId: 'availabilityPublic',
    summary: "A provider's calendar in a range (default today to 90 days ahead), without the private notes (notes is always null)",
    description:
      'Open to anyone. The range is cut to the window (today to 24 months ahead) and may span at most 366 days. Only the days the ' +
      'provider set ' +
      "are listed: a day missing from the answer is unknown ('Neuvedeno'), never free.",
  })
  @ApiParam({ name: 'id', type: Number, description: 'Provider id' })
  @ApiOkResponse({ type: [AvailabilityDayDto] })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: "'Datum musí být ve formátu RRRR-MM-DD', or a range over 366 days" })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: "'Dodavatel s tímto ID nebyl nalezen.'" })
  publicCalendar(@Param('id', ProviderIdPipe) id: number, @Query() query: AvailabilityRangeQueryDto): Promise<AvailabilityDayDto[]> {
    return this.availability.publicRange(id, query);
  }
}
