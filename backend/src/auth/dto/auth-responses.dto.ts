import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { User } from '../entities/user.entity';

export class UserDto {
  @ApiProperty({ example: 12, description: "The account's id" })
  id: number;

  @ApiProperty({ example: 'jana.novakova@example.cz', description: 'The sign-in e-mail' })
  email: string;

  @ApiProperty({ type: String, nullable: true, example: 'Jana', description: 'First name; null when not given' })
  firstName: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Nováková', description: 'Last name; null when not given' })
  lastName: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'https://lh3.googleusercontent.com/a/ACg8ocJ2abc=s96-c',
    description: 'Picture address (from Google); null without one',
  })
  profileImageUrl: string | null;

  @ApiProperty({ example: false, description: 'The account is an administrator' })
  isAdmin: boolean;

  @ApiProperty({ example: true, description: 'The owner proved the address (the e-mailed link, or Google)' })
  emailVerified: boolean;

  @ApiProperty({ example: true, description: 'The account has a password (else it signs in through Google or the test login only)' })
  hasPassword: boolean;

  @ApiProperty({
    type: String,
    format: 'date-time',
    example: '2025-11-03T10:15:00.000Z',
    description: 'When the account was created (ISO 8601, UTC)',
  })
  createdAt: string;

  /** `hasPassword`: the entity does not load the hash (select: false), so the caller says. */
  static from(user: User, hasPassword: boolean): UserDto {
    return {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      profileImageUrl: user.profileImageUrl,
      isAdmin: user.isAdmin,
      emailVerified: user.emailVerifiedAt !== null,
      hasPassword,
      createdAt: user.createdAt.toISOString(),
    };
  }
}

export class LoginResponseDto {
  @ApiProperty({ example: 'Přihlášení proběhlo úspěšně', description: 'Czech confirmation, ready to show' })
  message: string;

  @ApiProperty({ type: UserDto, description: 'The signed-in account' })
  user: UserDto;
}

export class RegisterResponseDto extends LoginResponseDto {
  @ApiProperty({ example: true, description: 'True when the new account was signed in right away' })
  autoLogin: boolean;

  @ApiPropertyOptional({
    example: 'http://localhost:3000/overeni-emailu?token=q3Vx8kP2mT9aLw4rZ7nB0cYd',
    description: 'The e-mail verification link, returned only outside production when no mail service is configured',
  })
  devVerifyLink?: string;
}

export class ResendVerificationResponseDto {
  @ApiProperty({
    example: 'Poslali jsme vám nový odkaz pro ověření e-mailu. Platí 48 hodin.',
    description: 'Czech confirmation, ready to show',
  })
  message: string;

  @ApiPropertyOptional({
    example: 'http://localhost:3000/overeni-emailu?token=q3Vx8kP2mT9aLw4rZ7nB0cYd',
    description: 'The link, only outside production when no mail service is configured',
  })
  devVerifyLink?: string;
}

export class ForgotPasswordResponseDto {
  @ApiProperty({
    example: 'Pokud je tento e-mail u nás registrován, poslali jsme na něj odkaz pro obnovení hesla. Odkaz platí 24 hodin.',
    description: 'Czech confirmation, ready to show (the same whether or not the account exists)',
  })
  message: string;

  @ApiPropertyOptional({
    example: 'http://localhost:3000/reset-password?token=q3Vx8kP2mT9aLw4rZ7nB0cYd',
    description: 'The reset link, returned only outside production when no mail service is configured',
  })
  devResetLink?: string;
}

export class IsAdminResponseDto {
  @ApiProperty({ example: false, description: 'The signed-in account is an administrator' })
  isAdmin: boolean;
}

export class TestAccountDto {
  @ApiProperty({ example: 'test.par@svatby.cz', description: "The test account's e-mail, for the test login" })
  email: string;

  @ApiProperty({ example: 'Testovací pár', description: 'Czech label of the account' })
  label: string;
}

export class AuthDebugDto {
  @ApiProperty({ example: true, description: 'A Google client id is configured' })
  hasClientId: boolean;

  @ApiProperty({ example: true, description: 'A Google client secret is configured' })
  hasClientSecret: boolean;

  @ApiProperty({ example: 'localhost:3000', description: 'Host the Google client must allow' })
  domain: string;

  @ApiProperty({ example: 'http://localhost:3000/api/auth/google/callback', description: 'The redirect URL the Google client must allow' })
  callbackUrl: string;

  @ApiProperty({ example: false, description: 'The password-less test login is enabled (never in production)' })
  testLoginEnabled: boolean;

  @ApiProperty({ type: [TestAccountDto], description: 'Accounts the test login offers; empty when it is disabled' })
  testAccounts: TestAccountDto[];
}
