import { Injectable } from '@nestjs/common';
import type { User } from '../auth/entities/user.entity';
import { SubscriptionAccessService } from '../subscriptions/subscription-access.service';

/**
 * The one rule for couples' contact details (DESIGN.md section 4): they leave the server only for
 * an admin or a signed-in provider with an active subscription (the Subscriptions module's one
 * definition). A list asks once per request, never once per row.
 */
@Injectable()
export class ContactAccessService {
  constructor(private readonly subscriptions: SubscriptionAccessService) {}

  async canSeeContacts(user: User | undefined): Promise<boolean> {
    if (!user) return false;
    if (user.isAdmin) return true;
    return this.subscriptions.hasActiveSubscription(user.id);
  }
}
