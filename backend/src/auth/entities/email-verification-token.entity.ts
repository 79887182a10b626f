import { Entity } from 'typeorm';
import { AccountLinkToken } from './account-link-token';

@Entity('email_verification_tokens')
export class EmailVerificationToken extends AccountLinkToken {}
