import { Body, Controller, Get, NotFoundException, Param, Post, Put, Query, Req, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';
import { ApiTokenScope, AuthenticatedGuard, logInSession, ProviderGuard, RATE_LIMITS, Viewer } from '../auth/auth.api';
import { ApiErrorDto } from '../common/http/api-error.dto';
import { ListProvidersQueryDto, ProviderPageQueryDto } from './dto/list-providers.query.dto';
import { ProviderProfileDto } from './dto/provider-profile.dto';
import { PublicProviderDto, PublicProviderPageDto } from './dto/public-provider.dto';
import { BecomeProviderDto, RegisterProviderDto, RegisterProviderResponseDto } from './dto/register-provider.dto';
import { ProviderProfileFormDto, UpdateProviderProfileDto } from './dto/update-provider-profile.dto';
import { PROVIDER_SERVICE_TYPES, ProviderServiceType } from './provider-constants';
import { ProviderIdPipe } from './provider-id.pipe';
import { ProvidersService } from './providers.service';
import { ImageUploadInterceptor } from './uploads/image-upload.interceptor';

@ApiTags('providers')
@Controller()
export class ProvidersController {
  constructor(private readonly providers: ProvidersService) {}

  @Post('providers')
  @Throttle(RATE_LIMITS.register)
  @ApiOperation({
    operationId: 'providersRegister',
    summary: 'Register a provider: account and profile in one step, then signed in',
    description:
      'Open to visitors. Creates the account and the provider profile on the free plan, signs the new account in and mails an e-mail ' +
      'verification link. Rate limited to 10 registrations an hour per client address.',
  })
  @ApiCreatedResponse({ type: RegisterProviderResponseDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Invalid input, with the Czech message of the first problem' })
  @ApiConflictResponse({ type: ApiErrorDto, description: "The e-mail is taken; the message contains 'již registrován'" })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  async register(@Body() dto: RegisterProviderDto, @Req() request: FastifyRequest): Promise<RegisterProviderResponseDto> {
    const { user, profile } = await this.providers.register(dto);
    await logInSession(request, user);
    return { autoLogin: true, message: 'Registrace dodavatele proběhla úspěšně', providerId: profile.id };
  }

  @Post('provider/profile')
  @UseGuards(AuthenticatedGuard)
  @Throttle(RATE_LIMITS.register)
  @ApiCookieAuth()
  @ApiOperation({
    operationId: 'providerCreateProfile',
    summary: 'Become a provider on the signed-in account (Google sign-up, couple): the registration form without e-mail and password',
    description:
      "Signed-in accounts without a provider profile. The profile starts on the free plan with the account's e-mail as its contact; " +
      "rate limited to 10 an hour.",
  })
  @ApiCreatedResponse({ type: RegisterProviderResponseDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Invalid input, with the Czech message of the first problem' })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiConflictResponse({ type: ApiErrorDto, description: "'Tento účet už má profil dodavatele'" })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  async createProfile(@Viewer() viewer: Viewer, @Body() dto: BecomeProviderDto): Promise<RegisterProviderResponseDto> {
    const profile = await this.providers.becomeProvider(viewer.user!, viewer.provider, dto);
    return { autoLogin: true, message: 'Registrace dodavatele proběhla úspěšně', providerId: profile.id };
  }

  @Get('provider/profile')
  @ApiTokenScope('profile:read')
  @UseGuards(AuthenticatedGuard)
  @ApiCookieAuth()
  @ApiOperation({
    operationId: 'providerOwnProfile',
    summary: "The signed-in user's provider profile",
    description: "Any signed-in account: its own full profile with the private fields (an account without a provider profile gets 404).",
  })
  @ApiOkResponse({ type: ProviderProfileDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: "'Profil dodavatele nenalezen': the user is not a provider" })
  ownProfile(@Viewer() viewer: Viewer): Promise<ProviderProfileDto> {
    return this.providers.ownProfile(viewer.user!.id);
  }

  @Put('provider/profile')
  @ApiTokenScope('profile:write')
  @UseGuards(ProviderGuard)
  @UseInterceptors(ImageUploadInterceptor('profileImage', 1, 'Nahrajte jen jeden obrázek'))
  @ApiCookieAuth()
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: ProviderProfileFormDto })
  @ApiOperation({
    operationId: 'providerUpdateProfile',
    summary: "Save the profile settings (the spec's form) with an optional new profile image",
    description:
      "Signed-in providers only, their own profile; changes show in the public catalogue at once. Social links on a foreign host are " +
      "dropped (stored empty), 'https://' is added when missing; " +
      "'cela-cr' replaces the other areas.",
  })
  @ApiOkResponse({ type: ProviderProfileDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Invalid input, with the Czech message of the first problem' })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: "'Tato akce je jen pro dodavatele'" })
  updateProfile(
    @Viewer() viewer: Viewer,
    @Body() dto: UpdateProviderProfileDto,
    @UploadedFile() image: { buffer: Buffer } | undefined,
  ): Promise<ProviderProfileDto> {
    return this.providers.updateProfile(viewer.provider!.id, dto, image);
  }

  @Get('service-providers')
  @ApiOperation({
    operationId: 'providersList',
    summary: 'The public catalogue: search, category (with synonyms), area, price range, sort and pages',
    description: 'Open to anyone. Lists providers with an active subscription and the demo providers; never their private contacts.',
  })
  @ApiOkResponse({ type: PublicProviderPageDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  list(@Query() query: ListProvidersQueryDto, @Viewer() viewer: Viewer): Promise<PublicProviderPageDto> {
    return this.providers.list(query, !viewer.user);
  }

  @Get('providers/type/:serviceType')
  @ApiOperation({
    operationId: 'providersByType',
    summary: 'Listed providers of one service type, newest first',
    description: 'Open to anyone. Only listed providers (active subscription or demo), paged.',
  })
  @ApiParam({ name: 'serviceType', enum: PROVIDER_SERVICE_TYPES })
  @ApiOkResponse({ type: PublicProviderPageDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: "'Neznámý typ služby'" })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'A page or page size out of range' })
  byType(
    @Param('serviceType') serviceType: string,
    @Query() query: ProviderPageQueryDto,
    @Viewer() viewer: Viewer,
  ): Promise<PublicProviderPageDto> {
    if (!(PROVIDER_SERVICE_TYPES as readonly string[]).includes(serviceType)) throw new NotFoundException('Neznámý typ služby');
    return this.providers.listByType(serviceType as ProviderServiceType, query, !viewer.user);
  }

  @Get('providers/:id')
  @ApiOperation({
    operationId: 'providersGet',
    summary: "A provider's public data (portfolio header), listed or not",
    description: 'Open to anyone: the public profile, also of a provider whose subscription lapsed (the page says it is not listed).',
  })
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: PublicProviderDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: "'Dodavatel s tímto ID nebyl nalezen.'" })
  get(@Param('id', ProviderIdPipe) id: number, @Viewer() viewer: Viewer): Promise<PublicProviderDto> {
    return this.providers.findPublic(id, !viewer.user);
  }
}
