import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogModule } from '../catalog/catalog.module';
import { MailModule } from '../mail/mail.module';
import { ProvidersModule } from '../providers/providers.module';
import { ContactAccessService } from './contact-access.service';
import { ServiceRequest } from './entities/service-request.entity';
import { RequestsDemoSeeder } from './demo/requests-demo.seeder';
import { RequestsController } from './requests.controller';
import { RequestsRepository } from './requests.repository';
import { RequestsService } from './requests.service';

/**
 * Requests depend on Providers (the viewer: a provider's categories for filtered=true and active
 * plan for the contacts), never the reverse.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ServiceRequest]), CatalogModule, MailModule, ProvidersModule],
  controllers: [RequestsController],
  providers: [RequestsService, ContactAccessService, RequestsDemoSeeder, RequestsRepository],
  exports: [RequestsService, ContactAccessService, RequestsRepository],
})
export class RequestsModule {}
