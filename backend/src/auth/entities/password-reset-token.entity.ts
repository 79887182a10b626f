import { Entity } from 'typeorm';
import { AccountLinkToken } from './account-link-token';

@Entity('password_reset_tokens')
export class PasswordResetToken extends AccountLinkToken {}
