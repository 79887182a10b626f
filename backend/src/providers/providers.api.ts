/**
 * The public surface of `providers/`. Provider profiles and the catalogue of providers: what other modules may use.
 * Other modules import from this file (and `providers.module.ts` for Nest's imports) only; the boundary check holds it.
 */
export { ProvidersDemoSeeder } from './demo/providers-demo.seeder';
export { ProviderProfileDto } from './dto/provider-profile.dto';
export type { PublicProviderDto } from './dto/public-provider.dto';
export { PROVIDER_NOT_FOUND, PROVIDER_SERVICE_TYPES } from './provider-constants';
export { PositiveIdPipe, ProviderIdPipe } from './provider-id.pipe';
export type { ActiveProvidersCount, OfferParty, ResponseSignals, ProviderIdentity, ProviderRecord } from './providers.repository';
export { ProvidersService } from './providers.service';
export { ProviderRecords } from './provider-records.service';
export { ImageStorageService, type UploadedImage } from './uploads/image-storage.service';
export { ImageUploadInterceptor } from './uploads/image-upload.interceptor';
