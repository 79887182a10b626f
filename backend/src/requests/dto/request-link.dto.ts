import { ApiProperty, ApiPropertyOptional, IntersectionType, PartialType, PickType } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches } from 'class-validator';
import { OWNER_REQUEST_STATUSES, type OwnerRequestStatus } from '../entities/service-request.entity';
import { CreateServiceRequestDto } from './create-service-request.dto';
import { REQUEST_LIFECYCLE_MESSAGES } from '../request-lifecycle';
import { ServiceRequestDto } from './service-request.dto';

/** The token of a link from a request's e-mail (base64url, as newLinkToken makes it). */
export class RequestLinkTokenDto {
  @ApiProperty({ example: 'u1Hc0Q2m6bq3tJ9vXk2yQ4wR8sT1aB5cD7eF9gH0iJk', description: "The token from the e-mail link's ?token=" })
  @IsString({ message: REQUEST_LIFECYCLE_MESSAGES.invalidLink })
  @Matches(/^[A-Za-z0-9_-]{20,100}$/, { message: REQUEST_LIFECYCLE_MESSAGES.invalidLink })
  token: string;
}

export class ConfirmedRequestDto {
  @ApiProperty({ example: REQUEST_LIFECYCLE_MESSAGES.confirmed, description: 'Czech confirmation, ready to show' })
  message: string;

  @ApiProperty({
    example: 'q3Vx8kP2mT9aLw4rZ7nB0cYd',
    description: 'The token of the manage link (also e-mailed): /poptavka/sprava?token=…',
  })
  manageToken: string;

  @ApiProperty({ type: ServiceRequestDto, description: 'The confirmed request as its owner sees it (with its contact details)' })
  request: ServiceRequestDto;
}

export class RejectedRequestDto {
  @ApiProperty({ example: REQUEST_LIFECYCLE_MESSAGES.rejected, description: 'Czech confirmation, ready to show' })
  message: string;
}

/** What the couple may change through the manage link: the request's wishes, and its status. */
export class UpdateManagedRequestDto extends IntersectionType(
  RequestLinkTokenDto,
  PartialType(PickType(CreateServiceRequestDto, ['weddingDate', 'noDateSelected', 'services', 'description', 'budget', 'details'] as const)),
) {
  @ApiPropertyOptional({ enum: OWNER_REQUEST_STATUSES, description: "Close with a reason ('fulfilled', …) or reopen ('active')" })
  @IsOptional()
  @IsIn(OWNER_REQUEST_STATUSES, { message: 'Neplatný stav poptávky' })
  status?: OwnerRequestStatus;
}

export class ManagedRequestDto {
  @ApiProperty({ example: REQUEST_LIFECYCLE_MESSAGES.updated, description: 'Czech confirmation, ready to show' })
  message: string;

  @ApiProperty({ type: ServiceRequestDto, description: 'The request as its couple sees it (with its contact details)' })
  request: ServiceRequestDto;
}
