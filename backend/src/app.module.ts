import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import { ThrottlerModule } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AccountModule } from './account/account.module';
import { AdminModule } from './admin/admin.module';
import { AiModule } from './ai/ai.module';
import { ApiTokenScopeGuard } from './auth/auth.api';
import { AuthModule } from './auth/auth.module';
import { AvailabilityModule } from './availability/availability.module';
import { BillingModule } from './billing/billing.module';
import { BookingsModule } from './bookings/bookings.module';
import { CatalogModule } from './catalog/catalog.module';
import { ContactModule } from './contact/contact.module';
import { ConversationsModule } from './conversations/conversations.module';
import { EventsModule } from './events/events.module';
import { InsightsModule } from './insights/insights.module';
import { IntegrationsModule } from './integrations/integrations.module';
import { DomainEventsModule } from './common/domain-events/domain-events.module';
import { HttpExceptionFilter } from './common/filters/http-exception.filter';
import { AppThrottlerGuard } from './common/throttling/app-throttler.guard';
import { PgThrottlerStorage } from './common/throttling/pg-throttler-storage';
import { HealthController } from './common/health.controller';
import { MetricsModule } from './common/metrics/metrics.module';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { buildDataSourceOptions } from './database/data-source-options';
import { MailModule } from './mail/mail.module';
import { MatchingModule } from './matching/matching.module';
import { MailDiagnosticsModule } from './admin/mail-diagnostics.module';
import { OffersModule } from './offers/offers.module';
import { PlanningModule } from './planning/planning.module';
import { PortfolioModule } from './portfolio/portfolio.module';
import { PushModule } from './push/push.module';
import { ProvidersModule } from './providers/providers.module';
import { RequestsModule } from './requests/requests.module';
import { ReviewsModule } from './reviews/reviews.module';
import { SeoModule } from './seo/seo.module';
import { StatsModule } from './stats/stats.module';
import { SubscriptionsModule } from './subscriptions/subscriptions.module';
import { poolOf } from './database/pg-pool';

export interface AppModuleOptions {
  config: AppConfig;
  databaseUrl: string;
}

const TOO_MANY_REQUESTS = 'Příliš mnoho pokusů. Zkuste to prosím znovu za chvíli.';

@Module({})
export class AppModule {
  static forRoot({ config, databaseUrl }: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        TypeOrmModule.forRoot({
          ...buildDataSourceOptions(
            databaseUrl,
            // Behind a pooler only when this URL is not the direct one (the CLIs may pass the direct URL).
            {
              statementTimeoutMs: config.databaseStatementTimeoutMs,
              transactionPooler: config.databasePooler.transactionPooler && databaseUrl !== config.databasePooler.directUrl,
            },
            config.databaseReplicaUrl,
          ),
          migrationsRun: false,
        }),
        ScheduleModule.forRoot(),
        DomainEventsModule,
        MetricsModule,
        ThrottlerModule.forRootAsync({
          inject: [DataSource],
          useFactory: (dataSource: DataSource) => ({
            throttlers: [{ name: 'default', ttl: 60_000, limit: config.rateLimitPerMinute }],
            errorMessage: TOO_MANY_REQUESTS,
            // Shared by every instance on the database (see docker-compose.yml).
            storage: new PgThrottlerStorage(poolOf(dataSource)),
          }),
        }),
        MailModule,
        MailDiagnosticsModule,
        AuthModule,
        CatalogModule,
        ProvidersModule,
        ReviewsModule,
        RequestsModule,
        AvailabilityModule,
        PortfolioModule,
        SubscriptionsModule,
        StatsModule,
        AiModule,
        AdminModule,
        ContactModule,
        AccountModule,
        EventsModule,
        ConversationsModule,
        OffersModule,
        BookingsModule,
        MatchingModule,
        PlanningModule,
        BillingModule,
        InsightsModule,
        PushModule,
        IntegrationsModule,
        SeoModule,
      ],
      controllers: [HealthController],
      providers: [
        { provide: APP_GUARD, useClass: AppThrottlerGuard },
        // After the rate limit, before every route's guards: an API token reaches only the routes of its scopes (issue 50).
        { provide: APP_GUARD, useClass: ApiTokenScopeGuard },
        { provide: APP_FILTER, useClass: HttpExceptionFilter },
      ],
    };
  }
}
