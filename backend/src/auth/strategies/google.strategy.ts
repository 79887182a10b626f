import { PassportStrategy } from '@nestjs/passport';
import type { PassportRequest } from '../../common/http/node-http';
import type { StateStore } from 'passport-oauth2';
import { Profile, Strategy } from 'passport-google-oauth20';
import { AppConfig } from '../../config/app-config';
import { AuthService } from '../auth.service';
import { User } from '../entities/user.entity';
import { SignedCookieStateStore } from '../google-state-store';

/**
 * Registered only when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set (see AuthModule). OAuth 2.0
 * with `state` and PKCE (S256), both kept in a signed cookie for the round trip (SignedCookieStateStore).
 */
export class GoogleStrategy extends PassportStrategy(Strategy, 'google') {
  constructor(
    config: AppConfig,
    private readonly auth: AuthService,
  ) {
    super({
      clientID: config.google!.clientId,
      clientSecret: config.google!.clientSecret,
      callbackURL: config.googleCallbackUrl,
      scope: ['email', 'profile'],
      state: true,
      pkce: true,
      // passport-oauth2 calls the PKCE form store(req, verifier, state, meta, callback), which its types lack.
      store: new SignedCookieStateStore(config.sessionSecret, config.usesHttps) as unknown as StateStore,
      passReqToCallback: true,
      ...config.google!.endpoints,
    });
  }

  async validate(request: PassportRequest, _accessToken: string, _refreshToken: string, profile: Profile): Promise<User> {
    const email = profile.emails?.[0];
    const { user, passwordCleared } = await this.auth.findOrCreateGoogleUser({
      googleId: profile.id,
      email: (email?.value ?? '').toLowerCase(),
      emailVerified: email?.verified === true || (profile._json as { email_verified?: boolean }).email_verified === true,
      firstName: profile.name?.givenName ?? null,
      lastName: profile.name?.familyName ?? null,
      photoUrl: profile.photos?.[0]?.value ?? null,
    });
    // The callback tells the user (AuthController.googleCallback).
    if (passwordCleared) request.googlePasswordCleared = true;
    return user;
  }
}
