import { OnEvent } from '@nestjs/event-emitter';
import type { DomainEvent } from './domain-events';

/**
 * Subscribes a provider's method to a domain event (published after its change committed). The
 * listener's own errors are logged and swallowed: the change it reacts to stands.
 */
export const OnDomainEvent = <E extends DomainEvent>(type: E['type']): MethodDecorator =>
  OnEvent(type, { async: false, promisify: true, suppressErrors: true });
