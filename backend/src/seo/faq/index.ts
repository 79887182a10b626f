import { FaqService } from './faq.service';

export { FaqController } from './faq.controller';
export { FaqService } from './faq.service';
export type { FaqQuestionAndAnswer } from './faq.service';
export { FaqGroupDto, FaqItemDto, FaqPageDto } from './faq.dto';

/** The FAQ's providers for SeoModule's `providers` (FaqController goes in its `controllers`). */
export const FAQ_PROVIDERS = [FaqService];
