import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { CatalogService } from '../catalog/catalog.api';
import { requestBudget } from '../requests/requests.api';
import { DESCRIPTION_GENERATOR, type DescriptionGenerator } from './description-generator';
import { GenerateDescriptionDto, GeneratedDescriptionDto } from './dto/generate-description.dto';
import { AI_FAILURE_MESSAGE } from './openai-description.generator';

@Injectable()
export class AiService {
  constructor(
    private readonly catalog: CatalogService,
    @Inject(DESCRIPTION_GENERATOR) private readonly generator: DescriptionGenerator,
  ) {}

  /**
   * Drafts the description of a request from the form; category ids become their Czech names, a
   * location id its name and a budget choice its label, as the request would store them.
   */
  async generateDescription(dto: GenerateDescriptionDto): Promise<GeneratedDescriptionDto> {
    const [names, places] = await Promise.all([this.catalog.categoryNames(dto.services), this.catalog.placeIndex()]);
    // An id that is not a category (an old or hand-made form) is passed on as it is.
    const serviceNames = dto.services.map((id) => names.get(id) ?? id);
    const text = (
      await this.generator.generate({
        coupleName: dto.coupleName,
        weddingDate: dto.weddingDate,
        services: dto.services,
        serviceNames,
        location: dto.location && places.resolve(dto.location).name,
        budget: dto.budget && requestBudget(dto.budget).text,
      })
    ).trim();
    if (!text) throw new HttpException({ statusCode: HttpStatus.BAD_GATEWAY, message: AI_FAILURE_MESSAGE }, HttpStatus.BAD_GATEWAY);
    return { generatedText: text, source: this.generator.source };
  }
}
