import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { REQUEST_STATUSES, type RequestStatus } from '../entities/service-request.entity';

/** The couple closes (or reopens) their own request: 'fulfilled', 'cancelled', 'resolved', 'no_interest' or 'active'. */
export class UpdateRequestStatusDto {
  @ApiProperty({ enum: REQUEST_STATUSES, example: 'fulfilled' })
  @IsIn(REQUEST_STATUSES, { message: 'Neplatný stav poptávky' })
  status: RequestStatus;
}
