import { Module } from '@nestjs/common';
import { ApiTokensModule } from './api-tokens/api-tokens.module';
import { WebhooksModule } from './webhooks/webhooks.module';

/**
 * Integrations (issue 50): personal API tokens with scopes (the second way into the one viewer:
 * Auth's bearer path asks this module's store, registered at init) and outgoing webhooks. Nothing
 * imports it but the app (and the Account module, for the export's types through integrations.api.ts).
 */
@Module({
  imports: [ApiTokensModule, WebhooksModule],
  exports: [ApiTokensModule, WebhooksModule],
})
export class IntegrationsModule {}
