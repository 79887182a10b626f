import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';
import { NormalizeEmail } from '../../common/validation/transforms';

export class LoginDto {
  @ApiProperty({ example: 'jana.novakova@example.cz', maxLength: 254, description: "The account's sign-in e-mail" })
  @NormalizeEmail()
  @IsString({ message: 'Zadejte platný email' })
  @MaxLength(254, { message: 'Zadejte platný email' })
  @IsEmail({}, { message: 'Zadejte platný email' })
  email: string;

  @ApiProperty({ example: 'Modrá-svatba-2027', minLength: 6, maxLength: 200, description: "The account's password" })
  @IsString({ message: 'Heslo musí mít alespoň 6 znaků' })
  @MinLength(6, { message: 'Heslo musí mít alespoň 6 znaků' })
  @MaxLength(200, { message: 'Heslo může mít nejvýše 200 znaků' })
  password: string;
}
