import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayNotEmpty, ArrayUnique, IsArray, IsIn, IsISO8601, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { API_TOKEN_SCOPES, type ApiTokenScopeName } from '../../../auth/auth.api';
import { Trim } from '../../../common/validation/transforms';
import { TOKEN_NAME_MAX, type ApiTokenState } from '../api-token-rules';

const STATES: ApiTokenState[] = ['active', 'expired', 'revoked'];

/** POST /api/api-tokens: a new token. */
export class CreateApiTokenDto {
  @ApiProperty({
    example: 'Rezervační systém studia',
    maxLength: TOKEN_NAME_MAX,
    description: 'A name that tells the tokens apart in the list (1–80 characters)',
  })
  @Trim()
  @IsString({ message: 'Zadejte název tokenu' })
  @MinLength(1, { message: 'Zadejte název tokenu' })
  @MaxLength(TOKEN_NAME_MAX, { message: `Název tokenu může mít nejvýše ${TOKEN_NAME_MAX} znaků` })
  name: string;

  @ApiProperty({
    enum: API_TOKEN_SCOPES,
    isArray: true,
    example: ['requests:read', 'offers:write'],
    description: 'What the token may do (at least one); admin:read only for an admin account',
  })
  @IsArray({ message: 'Vyberte alespoň jedno oprávnění (scopes)' })
  @ArrayNotEmpty({ message: 'Vyberte alespoň jedno oprávnění (scopes)' })
  @ArrayMaxSize(API_TOKEN_SCOPES.length, { message: 'Neplatná oprávnění tokenu (scopes)' })
  @ArrayUnique({ message: 'Oprávnění tokenu se opakují (scopes)' })
  @IsIn(API_TOKEN_SCOPES, { each: true, message: 'Neznámé oprávnění tokenu (scopes)' })
  scopes: ApiTokenScopeName[];

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2027-02-27T12:00:00.000Z',
    description: 'When the token stops working (in the future, at most two years ahead); null or left out: it never expires',
  })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'Platnost tokenu (expiresAt) musí být datum a čas' })
  expiresAt?: string | null;
}

/** A token as its owner's list shows it; the secret is never shown again. */
export class ApiTokenDto {
  @ApiProperty({ example: 7, description: 'The token id (DELETE /api/api-tokens/{id} revokes it)' })
  id: number;

  @ApiProperty({ example: 'Rezervační systém studia', description: 'The name its owner gave it' })
  name: string;

  @ApiProperty({ example: 'svt_AbC123xy', description: 'The first 12 characters of the secret, to recognise it' })
  prefix: string;

  @ApiProperty({ enum: API_TOKEN_SCOPES, isArray: true, example: ['requests:read', 'offers:write'], description: 'What the token may do' })
  scopes: ApiTokenScopeName[];

  @ApiProperty({
    enum: STATES,
    example: 'active',
    description: 'active; expired (past expiresAt); revoked (by its owner, a password change or the account deletion)',
  })
  state: ApiTokenState;

  @ApiProperty({ type: String, format: 'date-time', example: '2026-11-29T10:15:00.000Z', description: 'When it was created' })
  createdAt: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2027-02-27T10:15:00.000Z',
    description: 'When it stops working; null: never',
  })
  expiresAt: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2026-11-29T11:02:00.000Z',
    description: 'Its last use, noted at most once a minute; null: never used',
  })
  lastUsedAt: string | null;

  @ApiProperty({ type: String, nullable: true, example: '203.0.113.24', description: 'The client address of its last use' })
  lastUsedIp: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: null, description: 'When it was revoked; null: not revoked' })
  revokedAt: string | null;
}

/** The answer of POST /api/api-tokens: the token with its secret, shown this once. */
export class CreatedApiTokenDto extends ApiTokenDto {
  @ApiProperty({
    example: 'svt_AbC123xyQ2lW8tRm0vN4pK7sZ1uE5oJ9gH3fD6cB0aY',
    description: 'The secret: send it as `Authorization: Bearer <secret>`. Only its hash is stored: it is never shown again',
  })
  secret: string;
}

/** A token in the account's data export (GDPR): without the secret, which is not stored. */
export class ExportedApiTokenDto {
  @ApiProperty({ example: 'Rezervační systém studia', description: 'The name its owner gave it' })
  name: string;

  @ApiProperty({ example: 'svt_AbC123xy', description: 'The first 12 characters of the secret' })
  prefix: string;

  @ApiProperty({ type: [String], example: ['requests:read'], description: 'What the token could do' })
  scopes: string[];

  @ApiProperty({ type: String, format: 'date-time', example: '2026-11-29T10:15:00.000Z', description: 'When it was created' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: null, description: 'When it stops working; null: never' })
  expiresAt: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: '2026-11-29T11:02:00.000Z', description: 'Its last use' })
  lastUsedAt: string | null;

  @ApiProperty({ type: String, nullable: true, example: '203.0.113.24', description: 'The client address of its last use' })
  lastUsedIp: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: null, description: 'When it was revoked' })
  revokedAt: string | null;
}
