import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsNotEmpty, IsOptional, IsString, IsUrl, Matches, MaxLength, ValidateNested } from 'class-validator';
import { Trim } from '../../common/validation/transforms';
import { PUSH_MESSAGES } from '../push-rules';

/** Whether this server sends Web Push, and the key a browser subscribes with. */
export class PushConfigDto {
  @ApiProperty({ example: true, description: 'False without VAPID keys: the UI hides the toggle' })
  enabled: boolean;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
    description: "The VAPID public key (base64url), PushManager.subscribe's applicationServerKey; null when disabled",
  })
  publicKey: string | null;
}

/** A device (browser) of the account with push notifications on. */
export class PushDeviceDto {
  @ApiProperty({ example: 12, description: "The device's id" })
  id: number;

  @ApiProperty({ example: 'Chrome na Androidu', description: "The device's name" })
  label: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    example: '2026-03-01T19:00:00.000Z',
    description: 'When notifications were turned on (ISO 8601, UTC)',
  })
  createdAt: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2026-03-14T09:31:00.000Z',
    description: 'The last notification the push service accepted (ISO 8601, UTC); null before the first',
  })
  lastUsedAt: string | null;

  @ApiProperty({ example: false, description: 'The device asking (its endpoint was given as ?endpoint=)' })
  current: boolean;
}

/** GET /api/push/devices?endpoint=: which device is the asking browser's. */
export class PushDevicesQueryDto {
  @ApiPropertyOptional({
    example: 'https://fcm.googleapis.com/fcm/send/dRk1...',
    description: "The asking browser's push endpoint (marks its device as current)",
  })
  @IsOptional()
  @IsString({ message: PUSH_MESSAGES.endpointInvalid })
  @MaxLength(1000, { message: PUSH_MESSAGES.endpointInvalid })
  endpoint?: string;
}

/** PushSubscription.toJSON().keys: the device's keys, base64url. */
export class PushKeysDto {
  @ApiProperty({
    example: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    description: "The device's P-256 public key (base64url)",
  })
  @IsString({ message: PUSH_MESSAGES.keyInvalid })
  @Matches(/^[A-Za-z0-9_-]{80,100}={0,2}$/, { message: PUSH_MESSAGES.keyInvalid })
  p256dh: string;

  @ApiProperty({ example: 'tBHItJI5svbpez7KI4CCXg', description: "The device's authentication secret (base64url)" })
  @IsString({ message: PUSH_MESSAGES.keyInvalid })
  @Matches(/^[A-Za-z0-9_-]{16,40}={0,2}$/, { message: PUSH_MESSAGES.keyInvalid })
  auth: string;
}

/** A browser's push subscription (PushSubscription.toJSON()), registered for the signed-in account. */
export class SubscribePushDto {
  @ApiProperty({ example: 'https://fcm.googleapis.com/fcm/send/dRk1...', description: "The push service's endpoint (https)" })
  @IsString({ message: PUSH_MESSAGES.endpointInvalid })
  @IsNotEmpty({ message: PUSH_MESSAGES.endpointInvalid })
  @MaxLength(1000, { message: PUSH_MESSAGES.endpointInvalid })
  @IsUrl({ protocols: ['https', 'http'], require_protocol: true, require_tld: false }, { message: PUSH_MESSAGES.endpointInvalid })
  endpoint: string;

  @ApiProperty({ type: PushKeysDto, description: "The subscription's keys" })
  @IsDefined({ message: PUSH_MESSAGES.keyInvalid })
  @ValidateNested()
  @Type(() => PushKeysDto)
  keys: PushKeysDto;

  @ApiPropertyOptional({ example: 'Chrome na Androidu', description: "The device's name; default: read from the browser's user agent" })
  @IsOptional()
  @Trim()
  @IsString({ message: 'Název zařízení musí být text' })
  @IsNotEmpty({ message: 'Název zařízení nesmí být prázdný' })
  @MaxLength(100, { message: 'Název zařízení může mít nejvýše 100 znaků' })
  label?: string;
}

/** The export's device (GDPR): no endpoint or keys, which are the push service's addresses, not the person's data. */
export class ExportedPushDeviceDto {
  @ApiProperty({ example: 'Chrome na Androidu', description: "The device's name" })
  label: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    example: '2026-03-01T19:00:00.000Z',
    description: 'When notifications were turned on (ISO 8601, UTC)',
  })
  createdAt: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2026-03-14T09:31:00.000Z',
    description: 'The last notification the push service accepted (ISO 8601, UTC); null before the first',
  })
  lastUsedAt: string | null;
}
