import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { OWNER_REQUEST_STATUSES, type OwnerRequestStatus } from '../entities/service-request.entity';

/** The couple closes (or reopens) their own request: 'fulfilled', 'cancelled', 'resolved', 'no_interest' or 'active'. */
export class UpdateRequestStatusDto {
  @ApiProperty({
    enum: OWNER_REQUEST_STATUSES,
    example: 'fulfilled',
    description: "Close with a reason ('fulfilled', …) or reopen ('active')",
  })
  @IsIn(OWNER_REQUEST_STATUSES, { message: 'Neplatný stav poptávky' })
  status: OwnerRequestStatus;
}
