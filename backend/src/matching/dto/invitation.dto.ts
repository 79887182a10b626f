import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsInt, Min } from 'class-validator';
import { INVITATION_SOURCES, type InvitationSource } from '../entities/request-invitation.entity';
import { INVITATIONS_PER_REQUEST_MAX } from '../matching-rules';

/** POST /api/service-requests/{id}/invitations: the providers the couple invites to quote. */
export class InviteProvidersDto {
  @ApiProperty({
    type: [Number],
    minItems: 1,
    maxItems: INVITATIONS_PER_REQUEST_MAX,
    example: [12, 40],
    description: 'Listed providers\' ids, 1–5, unique; already invited ones are skipped',
  })
  @IsArray({ message: 'Vyberte dodavatele, které chcete pozvat' })
  @ArrayMinSize(1, { message: 'Vyberte alespoň jednoho dodavatele' })
  @ArrayMaxSize(INVITATIONS_PER_REQUEST_MAX, { message: `Pozvat můžete nejvýše ${INVITATIONS_PER_REQUEST_MAX} dodavatelů najednou` })
  @ArrayUnique({ message: 'Každého dodavatele vyberte jen jednou' })
  @IsInt({ each: true, message: 'Neplatný dodavatel' })
  @Min(1, { each: true, message: 'Neplatný dodavatel' })
  providerIds: number[];
}

export class InvitationDto {
  @ApiProperty({ example: 12 })
  providerId: number;

  @ApiProperty({ example: 'Foto Novák' })
  companyName: string;

  @ApiProperty({ enum: INVITATION_SOURCES, enumName: 'InvitationSource', description: "'couple': the couple invited it; 'system': the 48-hour follow-up" })
  source: InvitationSource;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;
}

export class InvitationsDto {
  @ApiProperty({ type: [InvitationDto], description: 'Oldest first' })
  items: InvitationDto[];
}

/** The account's shortlist in its data export. */
export class ExportedShortlistEntryDto {
  @ApiProperty()
  providerId: number;

  @ApiProperty({ type: String, format: 'date-time' })
  addedAt: string;
}

/** An invitation the account's couple made, or its provider profile received, in its data export. */
export class ExportedInvitationDto {
  @ApiProperty()
  requestId: number;

  @ApiProperty()
  providerId: number;

  @ApiProperty({ enum: ['couple', 'provider'], description: "The account's side: it invited ('couple') or was invited ('provider')" })
  side: 'couple' | 'provider';

  @ApiProperty({ enum: INVITATION_SOURCES, enumName: 'InvitationSource' })
  source: InvitationSource;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;
}

export class ProviderInvitationCountDto {
  @ApiProperty({ example: 2, description: "Invitations to active requests the provider has neither offered on nor answered yet ('Pozvánka od páru')" })
  open: number;
}
