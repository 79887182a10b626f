import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { NormalizeEmail, Trim } from '../../common/validation/transforms';

export const CONTACT_SUBJECTS = ['general', 'technical', 'billing', 'partnership', 'feedback', 'other'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/** POST /api/contact: the /kontakt form; every field required. */
export class ContactMessageDto {
  @ApiProperty({ example: 'Jana Nováková', maxLength: 120, description: "The sender's name, trimmed" })
  @Trim()
  @IsString({ message: 'Zadejte své jméno' })
  @IsNotEmpty({ message: 'Zadejte své jméno' })
  @MaxLength(120, { message: 'Jméno může mít nejvýše 120 znaků' })
  name: string;

  @ApiProperty({ example: 'jana@example.cz', description: 'Where the answer goes' })
  @NormalizeEmail()
  @IsString({ message: 'Zadejte platný email' })
  @IsEmail({}, { message: 'Zadejte platný email' })
  @MaxLength(254, { message: 'Zadejte platný email' })
  email: string;

  @ApiProperty({ enum: CONTACT_SUBJECTS, description: 'What the message is about' })
  @IsIn(CONTACT_SUBJECTS, { message: 'Vyberte předmět zprávy' })
  subject: ContactSubject;

  @ApiProperty({
    example: 'Dobrý den, nedaří se mi nahrát fotografie do portfolia. Můžete mi poradit?',
    maxLength: 5000,
    description: 'The message, trimmed',
  })
  @Trim()
  @IsString({ message: 'Napište zprávu' })
  @IsNotEmpty({ message: 'Napište zprávu' })
  @MaxLength(5000, { message: 'Zpráva může mít nejvýše 5000 znaků' })
  message: string;
}

export class ContactMessageResponseDto {
  @ApiProperty({ example: 'Zpráva odeslána', description: 'Czech confirmation, ready to show' })
  message: string;

  @ApiProperty({ example: 'Odpovíme vám do 24 hodin na jana@example.cz.', description: 'Czech detail of what happens next, ready to show' })
  detail: string;
}
