import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { User } from '../entities/user.entity';

export class UserDto {
  @ApiProperty({ example: 12 })
  id: number;

  @ApiProperty({ example: 'jana.novakova@example.cz' })
  email: string;

  @ApiProperty({ type: String, nullable: true, example: 'Jana' })
  firstName: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Nováková' })
  lastName: string | null;

  @ApiProperty({ type: String, nullable: true })
  profileImageUrl: string | null;

  @ApiProperty()
  isAdmin: boolean;

  @ApiProperty({ description: 'The owner proved the address (the e-mailed link, or Google)' })
  emailVerified: boolean;

  @ApiProperty({ description: 'The account has a password (else it signs in through Google or the test login only)' })
  hasPassword: boolean;

  @ApiProperty({ type: String, format: 'date-time' })
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
  @ApiProperty({ example: 'Přihlášení proběhlo úspěšně' })
  message: string;

  @ApiProperty({ type: UserDto })
  user: UserDto;
}

export class RegisterResponseDto extends LoginResponseDto {
  @ApiProperty({ description: 'True when the new account was signed in right away' })
  autoLogin: boolean;

  @ApiPropertyOptional({
    description: 'The e-mail verification link, returned only outside production when no mail service is configured',
  })
  devVerifyLink?: string;
}

export class ResendVerificationResponseDto {
  @ApiProperty({ example: 'Poslali jsme vám nový odkaz pro ověření e-mailu. Platí 48 hodin.' })
  message: string;

  @ApiPropertyOptional({ description: 'The link, only outside production when no mail service is configured' })
  devVerifyLink?: string;
}

export class ForgotPasswordResponseDto {
  @ApiProperty()
  message: string;

  @ApiPropertyOptional({
    description: 'The reset link, returned only outside production when no mail service is configured',
  })
  devResetLink?: string;
}

export class IsAdminResponseDto {
  @ApiProperty()
  isAdmin: boolean;
}

export class TestAccountDto {
  @ApiProperty({ example: 'test.par@svatby.cz' })
  email: string;

  @ApiProperty({ example: 'Testovací pár' })
  label: string;
}

export class AuthDebugDto {
  @ApiProperty()
  hasClientId: boolean;

  @ApiProperty()
  hasClientSecret: boolean;

  @ApiProperty({ example: 'localhost:3000', description: 'Host the Google client must allow' })
  domain: string;

  @ApiProperty({ example: 'http://localhost:3000/api/auth/google/callback' })
  callbackUrl: string;

  @ApiProperty()
  testLoginEnabled: boolean;

  @ApiProperty({ type: [TestAccountDto] })
  testAccounts: TestAccountDto[];
}
