import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
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
  @ApiProperty({ example: REQUEST_LIFECYCLE_MESSAGES.confirmed })
  message: string;

  @ApiProperty({ type: ServiceRequestDto, description: 'The confirmed request as its owner sees it (with its contact details)' })
  request: ServiceRequestDto;
}

export class RejectedRequestDto {
  @ApiProperty({ example: REQUEST_LIFECYCLE_MESSAGES.rejected })
  message: string;
}
