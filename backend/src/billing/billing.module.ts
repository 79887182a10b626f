import { Logger, Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { AppConfig } from '../config/app-config';
import { ProvidersModule } from '../providers/providers.module';
import { ARES_CLIENT, type AresClient, HttpAresClient, OfflineAresClient } from './ares/ares-client';
import { BillingAccountData } from './billing-account-data';
import { BillingController } from './billing.controller';
import { BillingDetailsService } from './billing-details.service';
import { BillingRepository } from './billing.repository';
import { AdminInvoicesController, InvoicesController } from './invoices.controller';
import { InvoicesService } from './invoices.service';

/**
 * Billing (issue 47): the provider's billing details (ARES lookup by IČO), tax invoices for every paid
 * subscription payment and credit notes for refunds, in one gap-free yearly series. Subscriptions
 * calls InvoicesService in its payments' transactions (subscriptions → billing); billing imports
 * nothing of subscriptions.
 */
@Module({
  imports: [AuthModule, ProvidersModule],
  controllers: [BillingController, InvoicesController, AdminInvoicesController],
  providers: [
    {
      provide: ARES_CLIENT,
      inject: [AppConfig],
      useFactory: (config: AppConfig): AresClient => {
        const logger = new Logger('Billing');
        if (config.isProduction && config.invoicing.sellerIsDefault) {
          logger.warn('INVOICE_SELLER_* are not set: invoices name the development seller "Svatby s.r.o."');
        }
        return config.ares.apiUrl ? new HttpAresClient(config.ares.apiUrl, config.ares.timeoutMs) : new OfflineAresClient();
      },
    },
    BillingRepository,
    BillingDetailsService,
    InvoicesService,
    BillingAccountData,
  ],
  exports: [InvoicesService],
})
export class BillingModule {}
