import { Logger, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { AuthModule } from '../auth/auth.module';
import { BillingModule } from '../billing/billing.module';
import { AppConfig } from '../config/app-config';
import { MailModule } from '../mail/mail.module';
import { ProvidersModule } from '../providers/providers.module';
import { QueueModule } from '../queue/queue.module';
import { PaymentGatewayEvent } from './entities/payment-gateway-event.entity';
import { ProviderSubscription } from './entities/provider-subscription.entity';
import { SubscriptionPayment } from './entities/subscription-payment.entity';
import { OfflinePaymentGateway } from './gateway/offline-payment-gateway';
import { PAYMENT_GATEWAY } from './gateway/payment-gateway';
import { createStripeClient, StripePaymentGateway } from './gateway/stripe-payment-gateway';
import { AdminPaymentsController } from './admin-payments.controller';
import { PaymentRefunds } from './payment-refunds.service';
import { PaymentSettlement } from './payment-settlement.service';
import { StripeWebhookController } from './stripe-webhook.controller';
import { StripeWebhookService } from './stripe-webhook.service';
import { SubscriptionsJobs } from './subscriptions.jobs';
import { SubscriptionMailsService } from './subscription-mails.service';
import { SubscriptionReportsService } from './subscription-reports.service';
import { SubscriptionsController } from './subscriptions.controller';
import { SubscriptionsRepository } from './subscriptions.repository';
import { SubscriptionsService } from './subscriptions.service';
import { SubscriptionsAccountData } from './subscriptions-account-data';

@Module({
  imports: [TypeOrmModule.forFeature([ProviderSubscription, SubscriptionPayment, PaymentGatewayEvent]), AuthModule, ProvidersModule, MailModule, QueueModule, BillingModule, AuditModule],
  controllers: [SubscriptionsController, StripeWebhookController, AdminPaymentsController],
  providers: [
    SubscriptionsAccountData,
    {
      // null without Stripe's keys: the webhook then answers 404.
      provide: StripePaymentGateway,
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        config.stripe ? new StripePaymentGateway(createStripeClient(config.stripe), config.stripe) : null,
    },
    {
      provide: PAYMENT_GATEWAY,
      inject: [AppConfig, StripePaymentGateway],
      useFactory: (config: AppConfig, stripe: StripePaymentGateway | null) => {
        if (stripe) return stripe;
        if (config.isProduction) {
          new Logger('Subscriptions').warn('STRIPE_* keys are not set: the offline test gateway activates subscriptions without payment');
        }
        return new OfflinePaymentGateway();
      },
    },
    SubscriptionsService,
    StripeWebhookService,
    SubscriptionsJobs,
    PaymentSettlement,
    PaymentRefunds,
    SubscriptionMailsService,
    SubscriptionReportsService,
    SubscriptionsRepository,
  ],
  exports: [SubscriptionsService, SubscriptionReportsService],
})
export class SubscriptionsModule {}
