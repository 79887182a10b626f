import { Injectable } from '@nestjs/common';
import type { Viewer } from '../auth/auth.api';

/**
 * The one rule for couples' contact details (DESIGN.md section 4): they leave the server only for
 * an admin or a signed-in provider with an active subscription (the viewer's active plan, read
 * through subscription_is_active). A list asks once per request, never once per row.
 */
@Injectable()
export class ContactAccessService {
  canSeeContacts(viewer: Viewer): boolean {
    if (!viewer.user) return false;
    return viewer.user.isAdmin || viewer.provider?.activePlan != null;
  }
}
