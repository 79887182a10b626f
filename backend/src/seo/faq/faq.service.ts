import { Injectable } from '@nestjs/common';
import { type PlanDto, formatCzk, planDtos } from '../../subscriptions/subscriptions.api';
import { FAQ_GROUPS, faqPlainText } from './faq-content';
import type { FaqPageDto } from './faq.dto';

/** A question with its answer as plain text: the FAQPage JSON-LD's Question / acceptedAnswer. */
export interface FaqQuestionAndAnswer {
  question: string;
  answer: string;
}

const PERIOD_WORD: Record<PlanDto['billingPeriod'], string> = { monthly: 'měsíčně', yearly: 'ročně' };

/**
 * 'Basic: 290 Kč měsíčně nebo 2 800 Kč ročně (při roční platbě ušetříte 680 Kč, 20 %).' per paid plan type,
 * in the order the plans API lists them: the price list of the /faq page as one paragraph of text.
 */
export function planPricesText(plans: readonly PlanDto[]): string {
  const byType = new Map<PlanDto['planType'], { name: string; monthly?: PlanDto; yearly?: PlanDto }>();
  for (const plan of plans) {
    if (plan.planType === 'free' || plan.price <= 0) continue;
    const entry = byType.get(plan.planType) ?? { name: plan.name };
    entry[plan.billingPeriod] = plan;
    byType.set(plan.planType, entry);
  }
  return [...byType.values()]
    .map(({ name, monthly, yearly }) => {
      const prices = [monthly, yearly]
        .filter((plan): plan is PlanDto => plan !== undefined)
        .map((plan) => `${formatCzk(plan.price)} ${PERIOD_WORD[plan.billingPeriod]}`)
        .join(' nebo ');
      const percent = yearly?.discountPercent ? `, ${yearly.discountPercent} %` : '';
      const savings = yearly?.savings ? ` (při roční platbě ušetříte ${formatCzk(yearly.savings)}${percent})` : '';
      return `${name}: ${prices}${savings}.`;
    })
    .join(' ');
}

/** The FAQ of /faq: the page's content (GET /api/faq) and its plain-text answers for the FAQPage JSON-LD. */
@Injectable()
export class FaqService {
  // One object for the process's life: the content changes only with a deployment, and withJsonETag
  // computes the ETag once per object.
  private readonly content: FaqPageDto = {
    groups: FAQ_GROUPS.map((group) => ({
      id: group.id,
      title: group.title,
      items: group.items.map((item) => ({
        key: item.key,
        question: item.question,
        paragraphs: [...item.paragraphs],
        ...(item.kind ? { kind: item.kind } : {}),
      })),
    })),
  };

  async page(): Promise<FaqPageDto> {
    return this.content;
  }

  /**
   * Every question in the page's order with its answer as plain text (paragraphs separated by an empty
   * line, links reduced to their text); the price answer lists the plans' prices as the API serves them.
   */
  async questionsAndAnswers(): Promise<FaqQuestionAndAnswer[]> {
    const plans = planDtos();
    return FAQ_GROUPS.flatMap((group) =>
      group.items.map((item) => {
        const paragraphs = item.paragraphs.map(faqPlainText);
        if (item.kind === 'planPrices') paragraphs.splice(1, 0, planPricesText(plans));
        return { question: item.question, answer: paragraphs.join('\n\n') };
      }),
    );
  }
}
