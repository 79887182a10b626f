import { createParamDecorator, ExecutionContext, Injectable, PipeTransform } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import '../request-augment';
import type { User } from '../entities/user.entity';

/** The signed-in user's provider profile, with what the rules and the session ask of it. */
export interface ViewerProvider {
  /** The provider profile id. */
  id: number;
  userId: number;
  isDemo: boolean;
  categories: string[];
  /** The location ids the provider serves ('cela-cr': the whole country). */
  serviceAreas: string[];
  /** The plan of the active subscription (subscription_is_active), or null; Subscriptions' PaidPlanType (plans.ts checks the two agree). */
  activePlan: 'basic' | 'premium' | null;
  companyName: string;
  profileImageUrl: string | null;
}

/**
 * Who is asking: the user (null for a visitor), their roles and their provider profile with its
 * subscription state (null when they have none). Resolved once per HTTP request, with one query,
 * and handed down to the services, which ask it instead of looking the user's profile or
 * subscription up again.
 */
export interface Viewer {
  user: User | null;
  isAdmin: boolean;
  provider: ViewerProvider | null;
}

/** The provider profile of a user (or null): the Providers module registers it (ViewerService.useProviderSource). */
export type ViewerProviderSource = (userId: number) => Promise<ViewerProvider | null>;

const ANONYMOUS: Viewer = Object.freeze({ user: null, isAdmin: false, provider: null });
const resolved = new WeakMap<FastifyRequest, Promise<Viewer>>();

/**
 * Resolves the viewer of an HTTP request once: the guards and the handler's @Viewer() of one
 * request share it. The provider profile is the Providers module's, which depends on this one:
 * it registers its read at init (useProviderSource), so Auth imports nothing of it at run time.
 */
@Injectable()
export class ViewerService {
  private providerSource: ViewerProviderSource | null = null;

  /** Called by the Providers module at init. */
  useProviderSource(source: ViewerProviderSource): void {
    this.providerSource = source;
  }

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
    if (!this.providerSource) throw new Error('ViewerService has no provider source: the Providers module registers it at init');
    return { user, isAdmin: user.isAdmin, provider: await this.providerSource(user.id) };
  }
}

/**
 * What @Viewer() hands its pipe: the request behind a function, since the global validation pipe
 * runs first and walks the values of objects (a request would take it through the socket).
 */
type RequestOf = () => FastifyRequest;

/** Resolves @Viewer() through ViewerService (the request's one lookup). */
@Injectable()
export class ViewerPipe implements PipeTransform<RequestOf, Promise<Viewer>> {
  constructor(private readonly viewers: ViewerService) {}

  transform(requestOf: RequestOf): Promise<Viewer> {
    return this.viewers.of(requestOf());
  }
}

const ViewerParam = createParamDecorator((_: unknown, context: ExecutionContext): RequestOf => {
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  return () => request;
});

/**
 * The request's viewer, on any route (a visitor's is `{ user: null, isAdmin: false, provider: null }`).
 * Refusing visitors or non-providers is the guards' work: SignedIn(), ProviderOnly(), AdminOnly().
 */
export const Viewer = (): ParameterDecorator => ViewerParam(ViewerPipe);
