import { PassportStrategy } from '@nestjs/passport';
import { Profile, Strategy } from 'passport-google-oauth20';
import { AppConfig } from '../../config/app-config';
import { AuthService } from '../auth.service';
import { User } from '../entities/user.entity';

/** Registered only when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set (see AuthModule). */
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
    });
  }

  validate(_accessToken: string, _refreshToken: string, profile: Profile): Promise<User> {
    const email = profile.emails?.[0];
    return this.auth.findOrCreateGoogleUser({
      googleId: profile.id,
      email: (email?.value ?? '').toLowerCase(),
      emailVerified: email?.verified === true || (profile._json as { email_verified?: boolean }).email_verified === true,
      firstName: profile.name?.givenName ?? null,
      lastName: profile.name?.familyName ?? null,
      photoUrl: profile.photos?.[0]?.value ?? null,
    });
  }
}
