import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** DELETE /api/account: the password of an account that has one (a Google-only account signs in again instead). */
export class DeleteAccountDto {
  @ApiPropertyOptional({ description: "The account's password; left out for an account that signs in with Google only", maxLength: 200 })
  @IsOptional()
  @IsString({ message: 'Zadejte své heslo' })
  @MaxLength(200, { message: 'Zadané heslo není správné.' })
  password?: string;
}

/** GET /api/account: what the account pages need to offer the export and the deletion. */
export class AccountSummaryDto {
  @ApiProperty({ example: 'jana.novakova@example.cz' })
  email: string;

  @ApiProperty({ description: 'Whether the account has a password (the deletion asks for it), else it signs in with Google only' })
  hasPassword: boolean;

  @ApiProperty({
    description: 'Whether the e-mail is proven: only then do the export and the deletion cover what was sent from it without the account',
  })
  emailVerified: boolean;

  @ApiProperty({ description: 'Whether the account has a provider profile' })
  isProvider: boolean;

  @ApiProperty({ description: 'Whether this is the only admin account (it cannot delete itself)' })
  isLastAdmin: boolean;
}
