/**
 * The public surface of `auth/`. Accounts, sessions and sign-in: what other modules may use.
 * Other modules import from this file (and `auth.module.ts` for Nest's imports) only; the boundary check holds it.
 */
// The signed-in account on every request (Express.User), for whoever reads request.user.
import './request-augment';
export { EMAIL_TAKEN } from './auth.service';
export { EmailVerificationService } from './email-verification.service';
export type { User } from './entities/user.entity';
export { RecentSignIn } from './guards/recent-sign-in.guard';
export { NewPassword } from './password-policy';
export { RATE_LIMITS } from './rate-limits';
export { isRecentSignIn, logInSession, logOutSession } from './session-login';
export { SESSION_COOKIE_NAME, hasSessionCookie } from './session.middleware';
export { TEST_PROVIDER_EMAIL } from './test-accounts';
export { UsersService, standaloneUsersService } from './users.service';
export { AdminGuard, AdminOnly } from './guards/admin.guard';
export { AuthenticatedGuard, SIGN_IN_REQUIRED, SignedIn } from './guards/authenticated.guard';
export { PROVIDER_ONLY, ProviderGuard, ProviderOnly } from './guards/provider.guard';
// The request's viewer: the interface and the @Viewer() parameter decorator share the name.
export { Viewer, ViewerService } from './viewer/viewer';
export type { ViewerProvider, ViewerProviderSource } from './viewer/viewer';
