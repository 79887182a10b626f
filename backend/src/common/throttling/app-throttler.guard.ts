import { ExecutionContext, Injectable, Type } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  ThrottlerGuard,
  type ThrottlerModuleOptions,
  type ThrottlerStorage,
} from '@nestjs/throttler';

/**
 * A Reflector that looks each route's metadata up once. The throttler reads six keys for each
 * request, on the handler and then its class; route metadata is fixed once the app is built.
 */
export class RouteMetadataCache extends Reflector {
  private readonly byHandler = new WeakMap<object, WeakMap<object, Map<unknown, unknown>>>();

  // `any`, as Reflector declares it: this replaces both of its overloads.
  override getAllAndOverride(key: any, targets: Array<Type | Function>): any {
    const [handler, classRef] = targets;
    if (targets.length !== 2 || !handler || !classRef) return super.getAllAndOverride(key, targets);
    let byClass = this.byHandler.get(handler);
    if (!byClass) this.byHandler.set(handler, (byClass = new WeakMap()));
    let values = byClass.get(classRef);
    if (!values) byClass.set(classRef, (values = new Map()));
    if (!values.has(key)) values.set(key, super.getAllAndOverride(key, targets));
    return values.get(key);
  }
}

/**
 * The app-wide rate limit (ThrottlerModule's options, PgThrottlerStorage): @nestjs/throttler's
 * guard with its route metadata read once per route, and a readable counter key instead of a
 * SHA-256 of it. Both ran on every request; the key is already short (route, limit name, a
 * normalized client address) and is stored as is in rate_limit_hits.
 */
@Injectable()
export class AppThrottlerGuard extends ThrottlerGuard {
  constructor(@InjectThrottlerOptions() options: ThrottlerModuleOptions, @InjectThrottlerStorage() storage: ThrottlerStorage) {
    super(options, storage, new RouteMetadataCache());
  }

  protected override generateKey(context: ExecutionContext, tracker: string, name: string): string {
    return `${context.getClass().name}.${context.getHandler().name}:${name}:${tracker}`;
  }
}
