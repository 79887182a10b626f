import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { NewPassword } from '../password-policy';

export class ResetPasswordDto {
  @ApiProperty({ description: 'The token from the e-mailed link', maxLength: 200, example: 'q3Vx8kP2mT9aLw4rZ7nB0cYd' })
  @IsString({ message: 'Neplatný nebo chybějící token pro reset hesla' })
  @MinLength(1, { message: 'Neplatný nebo chybějící token pro reset hesla' })
  @MaxLength(200, { message: 'Neplatný nebo chybějící token pro reset hesla' })
  token: string;

  @NewPassword()
  password: string;
}
