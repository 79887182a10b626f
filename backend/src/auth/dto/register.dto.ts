import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';
import { NewPassword } from '../password-policy';
import { MatchesProperty, NormalizeEmail, Trim } from '../../common/validation/transforms';

export class RegisterDto {
  @ApiProperty({ example: 'Jana', minLength: 2, maxLength: 100, description: 'First name, trimmed' })
  @Trim()
  @IsString({ message: 'Jméno je povinné' })
  @MinLength(2, { message: 'Jméno je povinné' })
  @MaxLength(100, { message: 'Jméno může mít nejvýše 100 znaků' })
  firstName: string;

  @ApiProperty({ example: 'Nováková', minLength: 2, maxLength: 100, description: 'Last name, trimmed' })
  @Trim()
  @IsString({ message: 'Příjmení je povinné' })
  @MinLength(2, { message: 'Příjmení je povinné' })
  @MaxLength(100, { message: 'Příjmení může mít nejvýše 100 znaků' })
  lastName: string;

  @ApiProperty({
    example: 'jana.novakova@example.cz',
    maxLength: 254,
    description: 'The sign-in e-mail; a verification link is sent to it',
  })
  @NormalizeEmail()
  @IsString({ message: 'Zadejte platný email' })
  @MaxLength(254, { message: 'Zadejte platný email' })
  @IsEmail({}, { message: 'Zadejte platný email' })
  email: string;

  @NewPassword()
  password: string;

  @ApiProperty({ example: 'Modrá-svatba-2027', description: 'Must equal password' })
  @IsString({ message: 'Hesla se neshodují' })
  @MatchesProperty('password', { message: 'Hesla se neshodují' })
  confirmPassword: string;
}
