import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsString, MaxLength } from 'class-validator';
import { NormalizeEmail } from '../../common/validation/transforms';

export class ForgotPasswordDto {
  @ApiProperty({ example: 'jana.novakova@example.cz', maxLength: 254 })
  @NormalizeEmail()
  @IsString({ message: 'Zadejte platnou emailovou adresu' })
  @MaxLength(254, { message: 'Zadejte platnou emailovou adresu' })
  @IsEmail({}, { message: 'Zadejte platnou emailovou adresu' })
  email: string;
}
