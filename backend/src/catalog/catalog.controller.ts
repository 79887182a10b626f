import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CatalogService } from './catalog.service';
import { CategoryDto, LocationDto } from './dto/catalog.dto';

@ApiTags('catalog')
@Controller()
export class CatalogController {
  constructor(private readonly catalog: CatalogService) {}

  @Get('service-categories')
  @ApiOperation({ operationId: 'catalogCategories', summary: 'All service categories with provider counts' })
  @ApiOkResponse({ type: [CategoryDto] })
  categories(): Promise<CategoryDto[]> {
    return this.catalog.listCategories();
  }

  @Get('locations')
  @ApiOperation({ operationId: 'catalogLocations', summary: 'Whole country, the 12 cities and the 8 regions' })
  @ApiOkResponse({ type: [LocationDto] })
  locations(): Promise<LocationDto[]> {
    return this.catalog.listLocations();
  }
}
