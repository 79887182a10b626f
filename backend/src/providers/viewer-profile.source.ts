import { Injectable, OnModuleInit } from '@nestjs/common';
import { ViewerService } from '../auth/auth.api';
import { ProvidersRepository } from './providers.repository';

/**
 * Hands the Auth module's ViewerService the provider profile of a signed-in user (the viewer's
 * `provider`): Auth cannot import this module, which depends on it, so the read is registered here.
 */
@Injectable()
export class ViewerProfileSource implements OnModuleInit {
  constructor(
    private readonly viewers: ViewerService,
    private readonly providers: ProvidersRepository,
  ) {}

  onModuleInit(): void {
    // A closure, not the bound method: the read is looked up at each call (the tests count it).
    this.viewers.useProviderSource((userId) => this.providers.viewerProfile(userId));
  }
}
