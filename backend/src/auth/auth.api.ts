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
// Personal API tokens (issue 50): the scopes, the routes' decorator, and the bearer path Integrations registers its store with.
export { ApiTokenAuthentication, API_TOKEN_FORMAT } from './api-tokens/api-token-authentication';
export type { ApiTokenGrant, ApiTokenStore } from './api-tokens/api-token-authentication';
export { ApiTokenScope, ApiTokenScopeGuard } from './api-tokens/api-token-scope.guard';
export {
  ADMIN_ONLY_SCOPES,
  API_TOKEN_REQUESTS_PER_MINUTE,
  API_TOKEN_SCOPES,
  SCOPE_EXTENSION,
  TOKEN_INVALID,
  TOKEN_RATE_LIMITED,
  TOKEN_ROUTE_REFUSED,
  tokenScopeMissing,
} from './api-tokens/api-token-scopes';
export type { ApiTokenScopeName } from './api-tokens/api-token-scopes';
