import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsString } from 'class-validator';
import { NormalizeEmail } from '../../common/validation/transforms';

/** GET /api/debug/sendgrid: the e-mail key's state, never the key itself. */
export class SendgridDiagnosticsDto {
  @ApiProperty()
  hasApiKey: boolean;

  @ApiProperty({ example: 69 })
  apiKeyLength: number;

  @ApiProperty({ description: "The key starts with the required prefix 'SG.'" })
  startsWithSG: boolean;

  @ApiProperty({ type: String, nullable: true, example: 'SG.ab…yz', description: 'First and last characters only' })
  apiKeyPreview: string | null;

  @ApiProperty({ example: 'SG.xxxxxxxxxxxxxxxxxxxxxx.yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy' })
  expectedFormat: string;

  @ApiProperty({ example: 'Kľúč má správny formát. Odoslanie testovacieho emailu overí spojenie.' })
  connectionTest: string;

  @ApiProperty({ enum: ['sendgrid', 'log'], description: "Where the outbox delivers: SendGrid, or the log (offline)" })
  transport: 'sendgrid' | 'log';

  @ApiProperty({ example: 'noreply@svatby.cz' })
  fromEmail: string;
}

/** POST /api/debug/sendgrid/test. */
export class SendgridTestRequestDto {
  @ApiProperty({ example: 'spravce@svatby.cz' })
  @NormalizeEmail()
  @IsString({ message: 'Zadajte platnú email adresu' })
  @IsEmail({}, { message: 'Zadajte platnú email adresu' })
  email: string;
}

export class SendgridTestResponseDto {
  @ApiProperty()
  success: boolean;

  @ApiProperty({ example: 'Test email bol odoslaný na spravce@svatby.cz' })
  message: string;
}
