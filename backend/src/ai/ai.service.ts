import { BadRequestException, HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { CatalogService, readRequestDetails, requestDetailRows } from '../catalog/catalog.api';
import { requestBudget } from '../requests/requests.api';
import { DESCRIPTION_GENERATOR, type DescriptionGenerator } from './description-generator';
import { GenerateDescriptionDto, GeneratedDescriptionDto } from './dto/generate-description.dto';
import { accusativeOf, locativeOf } from './czech-forms';
import { AI_FAILURE_MESSAGE } from './openai-description.generator';
import { PrivateDetails } from './private-details';

@Injectable()
export class AiService {
  constructor(
    private readonly catalog: CatalogService,
    @Inject(DESCRIPTION_GENERATOR) private readonly generator: DescriptionGenerator,
  ) {}

  /**
   * Drafts the description of a request from the form; category ids become their Czech names (and
   * their accusatives, czech-forms.ts), a location id its name (and its locative) and a budget choice
   * its label, as the request would store them.
   *
   * The couple's names are required (the spec's check before the button works) but go nowhere
   * (issue 43): the draft becomes the public description, while the name and the contacts are shown
   * only to subscribed providers. A free-text value that carries one of the names or a contact
   * (e-mail, phone, web) is left out as if not given, so neither generator (nor OpenAI) gets it, and
   * a sentence of the answer that carries one is dropped.
   */
  async generateDescription(dto: GenerateDescriptionDto): Promise<GeneratedDescriptionDto> {
    // The answers of step 2, checked as the request's create checks them; they reach the draft as catalogue labels and values.
    const answers = readRequestDetails(dto.details, dto.services);
    if (answers.errors.length > 0) throw new BadRequestException({ statusCode: 400, message: answers.errors[0].message, errors: answers.errors });
    const details = requestDetailRows(answers.details, dto.services).map(({ label, value }) => ({ label, value }));
    const [names, places] = await Promise.all([this.catalog.categoryNames(dto.services), this.catalog.placeIndex()]);
    const privateDetails = new PrivateDetails(dto.coupleName);
    // An id that is not a category (an old or hand-made form) is passed on as it is, unless it gives something away.
    const services = dto.services.flatMap((id) => {
      const name = names.get(id);
      if (name) return [{ name, sought: accusativeOf(id) ?? name }];
      const given = privateDetails.publicOrNone(id);
      return given ? [{ name: given, sought: given }] : [];
    });
    const budget = dto.budget && requestBudget(dto.budget).text;
    const place = dto.location ? places.resolve(dto.location) : undefined;
    const location = privateDetails.publicOrNone(place?.name);
    const locationLocative = location === undefined ? undefined : locativeOf(place?.id);
    const drafted = await this.generator.generate({
      weddingDate: privateDetails.publicOrNone(dto.weddingDate),
      serviceNames: services.map(({ name }) => name),
      servicesSought: services.map(({ sought }) => sought),
      location,
      ...(locationLocative ? { locationLocative } : {}),
      budget: privateDetails.publicOrNone(budget),
      ...(details.length ? { details } : {}),
    });
    const text = privateDetails.publicSentences(drafted.trim());
    if (!text) throw new HttpException({ statusCode: HttpStatus.BAD_GATEWAY, message: AI_FAILURE_MESSAGE }, HttpStatus.BAD_GATEWAY);
    return { generatedText: text, source: this.generator.source };
  }
}
