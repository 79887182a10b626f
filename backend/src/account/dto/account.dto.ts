import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** DELETE /api/account: the password of an account that has one (a Google-only account signs in again instead). */
export class DeleteAccountDto {
  @ApiPropertyOptional({
    description: "The account's password; leave it out for an account that signs in with Google only.",
    maxLength: 200,
    example: 'Heslo-1234',
  })
  @IsOptional()
  @IsString({ message: 'Zadejte své heslo' })
  @MaxLength(200, { message: 'Zadané heslo není správné.' })
  password?: string;
}

/** GET /api/account: what the account pages need to offer the export and the deletion. */
export class AccountSummaryDto {
  @ApiProperty({ example: 'jana.novakova@example.cz', description: "The account's sign-in e-mail." })
  email: string;

  @ApiProperty({
    description: 'The account has a password (the deletion asks for it); false: it signs in with Google only.',
    example: true,
  })
  hasPassword: boolean;

  @ApiProperty({
    description: 'The e-mail is proven: only then do the export and the deletion cover what was sent from it without the account.',
    example: true,
  })
  emailVerified: boolean;

  @ApiProperty({ description: 'The account has a provider profile.', example: false })
  isProvider: boolean;

  @ApiProperty({ description: 'This is the only admin account (it cannot delete itself).', example: false })
  isLastAdmin: boolean;
}
