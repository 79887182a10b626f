import { Injectable } from '@nestjs/common';
import type { User } from '../auth/entities/user.entity';

/**
 * The one rule for couples' contact details (DESIGN.md section 4): they leave the server only for
 * an admin or a signed-in provider with an active subscription. Subscriptions do not exist yet,
 * so for now only admins qualify; the Subscriptions module completes this method.
 */
@Injectable()
export class ContactAccessService {
  async canSeeContacts(user: User | undefined): Promise<boolean> {
    if (!user) return false;
    return user.isAdmin;
  }
}
