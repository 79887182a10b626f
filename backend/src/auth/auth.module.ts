import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config';
import { MailModule } from '../mail/mail.module';
import { QueueModule } from '../queue/queue.module';
import { AccountBootstrapService } from './account-bootstrap.service';
import { ApiTokenAuthentication } from './api-tokens/api-token-authentication';
import { AuthController } from './auth.controller';
import { AuthJobs } from './auth.jobs';
import { AuthRepository } from './auth.repository';
import { AuthService } from './auth.service';
import { EmailVerificationService } from './email-verification.service';
import { EmailVerificationToken } from './entities/email-verification-token.entity';
import { PasswordResetToken } from './entities/password-reset-token.entity';
import { User } from './entities/user.entity';
import { GoogleAuthGuard } from './guards/google-auth.guard';
import { PasswordResets } from './password-resets';
import { PasswordService } from './password.service';
import { SessionController } from './session.controller';
import { SessionSerializer } from './session.serializer';
import { SignInDelays } from './sign-in-delay';
import { GoogleStrategy } from './strategies/google.strategy';
import { LocalStrategy } from './strategies/local.strategy';
import { UsersService } from './users.service';
import { ViewerService } from './viewer/viewer';

@Module({
  imports: [TypeOrmModule.forFeature([User, PasswordResetToken, EmailVerificationToken]), PassportModule.register({ session: true }), MailModule, QueueModule],
  controllers: [AuthController, SessionController],
  providers: [
    PasswordService,
    AuthRepository,
    UsersService,
    AuthService,
    SignInDelays,
    PasswordResets,
    AuthJobs,
    EmailVerificationService,
    SessionSerializer,
    LocalStrategy,
    GoogleAuthGuard,
    AccountBootstrapService,
    ViewerService,
    ApiTokenAuthentication,
    {
      // Constructing the strategy registers it with Passport; skip it when Google isn't configured.
      provide: GoogleStrategy,
      inject: [AppConfig, AuthService],
      useFactory: (config: AppConfig, auth: AuthService) => (config.google ? new GoogleStrategy(config, auth) : null),
    },
  ],
  exports: [UsersService, EmailVerificationService, ViewerService, ApiTokenAuthentication],
})
export class AuthModule {}
