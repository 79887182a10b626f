import type { DescriptionSource } from './dto/generate-description.dto';

export const DESCRIPTION_GENERATOR = Symbol('DESCRIPTION_GENERATOR');

/**
 * The request form's data a draft is made of, with the selected categories' Czech names resolved.
 * Never the couple's names or a contact (issue 43): the draft becomes the public description and
 * the input is what OpenAI receives. AiService leaves out every free-text value that carries them.
 */
export interface DescriptionInput {
  /** 'YYYY-MM-DD' or free text such as 'ještě nemám vybráno datum'. */
  weddingDate?: string;
  /** Names of the services, in the form's order ('Fotografie' for 'photography'; an unknown id as given). */
  serviceNames: string[];
  /**
   * The same services as 'Hledáme …' needs them, in the accusative ('fotografa', 'catering'), in the
   * same order; a service outside the catalogue as given. Without it the offline draft uses serviceNames.
   */
  servicesSought?: string[];
  location?: string;
  /** A catalogue location with its preposition in the locative ('v Brně', 'na jižní Moravě'); none for other places. */
  locationLocative?: string;
  budget?: string;
  /**
   * The couple's answers to the services' questions as people read them ('Délka focení', '8 h'), in the
   * form's order (catalog requestDetailRows): labels and values of the catalogue only, never free text.
   */
  details?: ReadonlyArray<{ label: string; value: string }>;
}

export interface DescriptionGenerator {
  /** 'openai' or 'offline'; returned to the client with the text. */
  readonly source: DescriptionSource;
  /** Drafts the description; throws an HttpException with a Czech message when it cannot. */
  generate(input: DescriptionInput): Promise<string>;
}
