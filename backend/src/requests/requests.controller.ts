import { Body, Controller, Get, NotFoundException, Param, ParseIntPipe, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { User } from '../auth/entities/user.entity';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { ApiErrorDto } from '../common/http/api-error.dto';
import { CreateServiceRequestDto, CreateServiceRequestResponseDto } from './dto/create-service-request.dto';
import { ListServiceRequestsQueryDto } from './dto/list-service-requests.query.dto';
import { ServiceRequestDto, ServiceRequestPageDto } from './dto/service-request.dto';
import { RequestsService } from './requests.service';

const requestId = new ParseIntPipe({ exceptionFactory: () => new NotFoundException('Poptávka nenalezena') });

@ApiTags('requests')
@Controller('service-requests')
export class RequestsController {
  constructor(private readonly requests: RequestsService) {}

  @Post()
  @ApiOperation({ operationId: 'requestsCreate', summary: "Submit a couple's request (no account needed)" })
  @ApiCreatedResponse({ type: CreateServiceRequestResponseDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Invalid input, with the Czech message of the first problem' })
  create(@Body() dto: CreateServiceRequestDto, @CurrentUser() user: User | undefined): Promise<CreateServiceRequestResponseDto> {
    return this.requests.create(dto, user);
  }

  @Get()
  @ApiOperation({
    operationId: 'requestsList',
    summary: 'Active requests: search, category (with synonyms), place, budget band, sort and pages',
  })
  @ApiOkResponse({ type: ServiceRequestPageDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto, description: "filtered=true without a session: 'Pro tuto akci se musíte přihlásit'" })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: "filtered=true for a user without a provider profile: 'Filtrované poptávky jsou jen pro dodavatele'" })
  list(@Query() query: ListServiceRequestsQueryDto, @CurrentUser() user: User | undefined): Promise<ServiceRequestPageDto> {
    return this.requests.list(query, user);
  }

  @Get(':id')
  @ApiOperation({ operationId: 'requestsGet', summary: 'One active request (contact details only for allowed viewers)' })
  @ApiOkResponse({ type: ServiceRequestDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: "'Poptávka nenalezena'" })
  get(@Param('id', requestId) id: number, @CurrentUser() user: User | undefined): Promise<ServiceRequestDto> {
    return this.requests.findActive(id, user);
  }
}
