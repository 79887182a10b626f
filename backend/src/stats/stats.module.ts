import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { ProvidersModule } from '../providers/providers.module';
import { RequestsModule } from '../requests/requests.module';
import { StatsController } from './stats.controller';

@Module({ imports: [RequestsModule, ProvidersModule, CatalogModule], controllers: [StatsController] })
export class StatsModule {}
