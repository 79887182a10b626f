import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { MatchesProperty } from '../../common/validation/transforms';
import { NewPassword, PASSWORD_MAX } from '../password-policy';

export class ChangePasswordDto {
  @ApiPropertyOptional({ description: 'Required when the account has a password; an account signed in through Google sets its first one without it', maxLength: PASSWORD_MAX })
  @IsOptional()
  @IsString({ message: 'Zadejte současné heslo' })
  @MaxLength(PASSWORD_MAX, { message: 'Zadejte současné heslo' })
  currentPassword?: string;

  @NewPassword()
  newPassword: string;

  @ApiProperty({ description: 'Must equal newPassword' })
  @IsString({ message: 'Hesla se neshodují' })
  @MatchesProperty('newPassword', { message: 'Hesla se neshodují' })
  confirmPassword: string;
}

export class ConfirmPasswordDto {
  @ApiProperty({ maxLength: PASSWORD_MAX })
  @IsString({ message: 'Zadejte heslo' })
  @MinLength(1, { message: 'Zadejte heslo' })
  @MaxLength(PASSWORD_MAX, { message: 'Zadejte heslo' })
  password: string;
}

export class VerifyEmailDto {
  @ApiProperty({ description: 'The token from the e-mailed link', maxLength: 200 })
  @IsString({ message: 'Odkaz pro ověření e-mailu je neplatný' })
  @MinLength(1, { message: 'Odkaz pro ověření e-mailu je neplatný' })
  @MaxLength(200, { message: 'Odkaz pro ověření e-mailu je neplatný' })
  token: string;
}
