import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ProviderOnly, Viewer } from '../auth/auth.api';
import { ApiErrorDto } from '../common/http/api-error.dto';
import { BOOKING_SETTINGS_MESSAGES as M } from './booking-settings.rules';
import { BookingSettingsService } from './booking-settings.service';
import { BookingSettingsDto, BookingSettingsViewDto } from './dto/booking-settings.dto';
import { BANK_ACCOUNT_INVALID } from './payment/bank-account';

/** The signed-in provider's booking settings ("Rezervace a zálohy" in the profile settings). */
@ApiTags('bookings')
@Controller('provider/booking-settings')
export class BookingSettingsController {
  constructor(private readonly settings: BookingSettingsService) {}

  @Get()
  @ProviderOnly()
  @ApiOperation({
    operationId: 'bookingSettingsGet',
    summary: "The provider's cancellation terms, default deposit, bank account and events a day (the defaults until saved)",
    description: 'Signed-in providers only: their own booking settings, or the defaults when they never saved any.',
  })
  @ApiOkResponse({ type: BookingSettingsViewDto })
  get(@Viewer() viewer: Viewer): Promise<BookingSettingsViewDto> {
    return this.settings.get(viewer.provider!.id);
  }

  @Put()
  @ProviderOnly()
  @ApiOperation({
    operationId: 'bookingSettingsUpdate',
    summary: 'Replace the booking settings; the bank account (IBAN or Czech account) is validated and stored as an IBAN',
    description:
      'Signed-in providers only. Replaces all settings at once; they apply to bookings confirmed from now on (a booking keeps the ' +
      'terms it was confirmed with).',
  })
  @ApiOkResponse({ type: BookingSettingsViewDto })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description:
      `Field errors: bankAccount '${BANK_ACCOUNT_INVALID}' or '${M.depositNeedsAccount}'; cancellationTerms '${M.termsRequired}', ` +
      `'${M.termsMax}'; depositPercent '${M.depositPercent}'; eventsPerDay '${M.eventsPerDay}'`,
  })
  update(@Viewer() viewer: Viewer, @Body() dto: BookingSettingsDto): Promise<BookingSettingsViewDto> {
    return this.settings.update(viewer.provider!.id, dto);
  }
}
