import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsString } from 'class-validator';
import { NormalizeEmail } from '../../common/validation/transforms';

/** GET /api/debug/sendgrid: the e-mail key's state, never the key itself. */
export class SendgridDiagnosticsDto {
  @ApiProperty({ example: true, description: 'A SendGrid API key is configured' })
  hasApiKey: boolean;

  @ApiProperty({ example: 69, description: 'Length of the key in characters (0 without one)' })
  apiKeyLength: number;

  @ApiProperty({ example: true, description: "The key starts with the required prefix 'SG.'" })
  startsWithSG: boolean;

  @ApiProperty({ type: String, nullable: true, example: 'SG.ab…yz', description: 'First and last characters only' })
  apiKeyPreview: string | null;

  @ApiProperty({
    example: 'SG.xxxxxxxxxxxxxxxxxxxxxx.yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy',
    description: 'The shape a SendGrid key must have',
  })
  expectedFormat: string;

  @ApiProperty({
    example: 'Kľúč má správny formát. Odoslanie testovacieho emailu overí spojenie.',
    description: 'Human verdict on the key, ready to show',
  })
  connectionTest: string;

  @ApiProperty({ enum: ['sendgrid', 'log'], description: "Where the outbox delivers: SendGrid, or the log (offline)" })
  transport: 'sendgrid' | 'log';

  @ApiProperty({ example: 'noreply@svatby.cz', description: 'The sender address of every e-mail' })
  fromEmail: string;
}

/** POST /api/debug/sendgrid/test. */
export class SendgridTestRequestDto {
  @ApiProperty({ example: 'spravce@svatby.cz', description: 'Where to send the test e-mail' })
  @NormalizeEmail()
  @IsString({ message: 'Zadajte platnú email adresu' })
  @IsEmail({}, { message: 'Zadajte platnú email adresu' })
  email: string;
}

export class SendgridTestResponseDto {
  @ApiProperty({ example: true, description: 'The test e-mail was handed to the transport' })
  success: boolean;

  @ApiProperty({ example: 'Test email bol odoslaný na spravce@svatby.cz', description: 'Human result, ready to show' })
  message: string;
}
