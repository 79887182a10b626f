import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { MatchesProperty } from '../../common/validation/transforms';
import { NewPassword, PASSWORD_MAX } from '../password-policy';

export class ChangePasswordDto {
  @ApiPropertyOptional({
    description: 'Required when the account has a password; an account signed in through Google sets its first one without it',
    maxLength: PASSWORD_MAX,
    example: 'Stare-heslo-2025',
  })
  @IsOptional()
  @IsString({ message: 'Zadejte současné heslo' })
  @MaxLength(PASSWORD_MAX, { message: 'Zadejte současné heslo' })
  currentPassword?: string;

  @NewPassword()
  newPassword: string;

  @ApiProperty({ description: 'Must equal newPassword', example: 'Modrá-svatba-2027' })
  @IsString({ message: 'Hesla se neshodují' })
  @MatchesProperty('newPassword', { message: 'Hesla se neshodují' })
  confirmPassword: string;

  @ApiPropertyOptional({
    description: "Also revoke every personal API token of the account (issue 50); false or left out keeps them",
    example: true,
    default: false,
  })
  @IsOptional()
  @IsBoolean({ message: 'Pole revokeApiTokens musí být true nebo false' })
  revokeApiTokens?: boolean;
}

export class ConfirmPasswordDto {
  @ApiProperty({
    maxLength: PASSWORD_MAX,
    example: 'Modrá-svatba-2027',
    description: "The account's current password, to confirm a sensitive step",
  })
  @IsString({ message: 'Zadejte heslo' })
  @MinLength(1, { message: 'Zadejte heslo' })
  @MaxLength(PASSWORD_MAX, { message: 'Zadejte heslo' })
  password: string;
}

export class VerifyEmailDto {
  @ApiProperty({ description: 'The token from the e-mailed link', maxLength: 200, example: 'q3Vx8kP2mT9aLw4rZ7nB0cYd' })
  @IsString({ message: 'Odkaz pro ověření e-mailu je neplatný' })
  @MinLength(1, { message: 'Odkaz pro ověření e-mailu je neplatný' })
  @MaxLength(200, { message: 'Odkaz pro ověření e-mailu je neplatný' })
  token: string;
}
