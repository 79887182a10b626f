import type { DescriptionSource } from './dto/generate-description.dto';

export const DESCRIPTION_GENERATOR = Symbol('DESCRIPTION_GENERATOR');

/** The request form's data, with the selected categories' Czech names resolved. */
export interface DescriptionInput {
  coupleName: string;
  /** 'YYYY-MM-DD' or free text such as 'ještě nemám vybráno datum'. */
  weddingDate?: string;
  /** Category ids as sent by the form. */
  services: string[];
  /** Czech names of the services, in the form's order ('Fotografie' for 'photography'). */
  serviceNames: string[];
  location?: string;
  budget?: string;
}

export interface DescriptionGenerator {
  /** 'openai' or 'offline'; returned to the client with the text. */
  readonly source: DescriptionSource;
  /** Drafts the description; throws an HttpException with a Czech message when it cannot. */
  generate(input: DescriptionInput): Promise<string>;
}
