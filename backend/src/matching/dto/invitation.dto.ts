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
    description: "Listed providers' ids to invite, 1–5, unique; already invited ones are skipped.",
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
  @ApiProperty({ example: 12, description: 'The invited provider.' })
  providerId: number;

  @ApiProperty({ example: 'Fotoateliér Světlo', description: "The provider's company name." })
  companyName: string;

  @ApiProperty({
    enum: INVITATION_SOURCES,
    enumName: 'InvitationSource',
    description: 'Who invited it: couple (the couple chose it) or system (the 48-hour follow-up).',
  })
  source: InvitationSource;

  @ApiProperty({
    type: String,
    format: 'date-time',
    example: '2026-03-11T09:30:00.000Z',
    description: 'When it was invited (ISO date-time).',
  })
  createdAt: string;
}

export class InvitationsDto {
  @ApiProperty({ type: [InvitationDto], description: "The request's invitations, oldest first." })
  items: InvitationDto[];
}

/** The account's shortlist in its data export. */
export class ExportedShortlistEntryDto {
  @ApiProperty({ example: 12, description: 'The shortlisted provider.' })
  providerId: number;

  @ApiProperty({
    type: String,
    format: 'date-time',
    example: '2026-02-20T20:15:00.000Z',
    description: 'When it was added (ISO date-time).',
  })
  addedAt: string;
}

/** An invitation the account's couple made, or its provider profile received, in its data export. */
export class ExportedInvitationDto {
  @ApiProperty({ example: 40, description: 'The request the provider was invited to quote on.' })
  requestId: number;

  @ApiProperty({ example: 12, description: 'The invited provider.' })
  providerId: number;

  @ApiProperty({ enum: ['couple', 'provider'], description: "The account's side: it invited (couple) or was invited (provider)." })
  side: 'couple' | 'provider';

  @ApiProperty({
    enum: INVITATION_SOURCES,
    enumName: 'InvitationSource',
    description: 'Who invited: the couple, or the system (the 48-hour follow-up).',
  })
  source: InvitationSource;

  @ApiProperty({
    type: String,
    format: 'date-time',
    example: '2026-03-11T09:30:00.000Z',
    description: 'When it was invited (ISO date-time).',
  })
  createdAt: string;
}

export class ProviderInvitationCountDto {
  @ApiProperty({
    example: 2,
    description: "Invitations to active requests the provider has neither offered on nor answered yet ('Pozvánka od páru').",
  })
  open: number;
}
