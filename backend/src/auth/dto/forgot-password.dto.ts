import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsString, MaxLength } from 'class-validator';
import { NormalizeEmail } from '../../common/validation/transforms';

export class ForgotPasswordDto {
  @ApiProperty({ example: 'jana.novakova@example.cz', maxLength: 254, description: "The account's sign-in e-mail" })
  @NormalizeEmail()
  @IsString({ message: 'Zadejte platnou emailovou adresu' })
  @MaxLength(254, { message: 'Zadejte platnou emailovou adresu' })
  @IsEmail({}, { message: 'Zadejte platnou emailovou adresu' })
  email: string;
}
