import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsString, MaxLength } from 'class-validator';
import { NormalizeEmail } from '../../common/validation/transforms';

export class TestLoginDto {
  @ApiProperty({ example: 'test.par@svatby.cz', description: 'One of the seeded test accounts' })
  @NormalizeEmail()
  @IsString({ message: 'Zadejte platný email' })
  @MaxLength(254, { message: 'Zadejte platný email' })
  @IsEmail({}, { message: 'Zadejte platný email' })
  email: string;
}
