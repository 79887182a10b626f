import { CanActivate, createParamDecorator, ExecutionContext, Injectable, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { User } from '../auth/entities/user.entity';
import '../common/types/request-augment';
import type { PaidPlanType } from '../subscriptions/plans';
import { ProvidersRepository } from './providers.repository';

/** The signed-in user's provider profile, with what the rules ask of it. */
export interface ViewerProvider {
  /** The provider profile id. */
  id: number;
  userId: number;
  isDemo: boolean;
  categories: string[];
  /** The plan of the active subscription (subscription_is_active), or null. */
  activePlan: PaidPlanType | null;
}

/**
 * Who is asking: the user (null for a visitor) and their provider profile (null when they have
 * none). Resolved once per HTTP request, with one query, and handed down to the services, which
 * ask it instead of looking the user's profile or subscription up again.
 */
export interface Viewer {
  user: User | null;
  provider: ViewerProvider | null;
}

const ANONYMOUS: Viewer = { user: null, provider: null };
const resolved = new WeakMap<FastifyRequest, Promise<Viewer>>();

/** Resolves the viewer of an HTTP request once (the guards and handlers of one request share it). */
@Injectable()
export class ViewerService {
  constructor(private readonly providers: ProvidersRepository) {}

  of(request: FastifyRequest): Promise<Viewer> {
    let viewer = resolved.get(request);
    if (!viewer) {
      viewer = this.resolve(request.user);
      resolved.set(request, viewer);
    }
    return viewer;
  }

  private async resolve(user: User | undefined): Promise<Viewer> {
    if (!user) return ANONYMOUS;
    return { user, provider: await this.providers.viewerProfile(user.id) };
  }
}

type ViewerRequest = FastifyRequest & { viewer?: Viewer };

/** Resolves the viewer before the handler (never refuses: visitors get the anonymous viewer). */
@Injectable()
export class ViewerGuard implements CanActivate {
  constructor(private readonly viewers: ViewerService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<ViewerRequest>();
    request.viewer = await this.viewers.of(request);
    return true;
  }
}

/** A route whose handler takes @CurrentViewer(). */
export const WithViewer = () => UseGuards(ViewerGuard);

/** The request's viewer; only behind ViewerGuard (@WithViewer) or ProviderGuard (@ProviderOnly). */
export const CurrentViewer = createParamDecorator((_: unknown, context: ExecutionContext): Viewer => {
  const viewer = context.switchToHttp().getRequest<ViewerRequest>().viewer;
  if (!viewer) throw new Error('@CurrentViewer() needs ViewerGuard or ProviderGuard on the route');
  return viewer;
});
