import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';

export class ResetPasswordDto {
  @ApiProperty({ description: 'The token from the e-mailed link', maxLength: 200 })
  @IsString({ message: 'Neplatný nebo chybějící token pro reset hesla' })
  @MinLength(1, { message: 'Neplatný nebo chybějící token pro reset hesla' })
  @MaxLength(200, { message: 'Neplatný nebo chybějící token pro reset hesla' })
  token: string;

  @ApiProperty({ example: 'noveheslo123', minLength: 8, maxLength: 200 })
  @IsString({ message: 'Heslo musí mít alespoň 8 znaků' })
  @MinLength(8, { message: 'Heslo musí mít alespoň 8 znaků' })
  @MaxLength(200, { message: 'Heslo může mít nejvýše 200 znaků' })
  password: string;
}
