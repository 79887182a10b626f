import { Module } from '@nestjs/common';
import { RequestsModule } from '../requests/requests.module';
import { StatsController } from './stats.controller';

@Module({ imports: [RequestsModule], controllers: [StatsController] })
export class StatsModule {}
