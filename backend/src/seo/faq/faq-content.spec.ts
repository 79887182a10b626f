import { Test } from '@nestjs/testing';
import type { FastifyReply } from 'fastify';
import type { PlanDto } from '../../subscriptions/dto/plan.dto';
import { formatCzk, planDtos } from '../../subscriptions/plans';
import { FAQ_GROUPS, faqLinks, faqPlainText, SUPPORT_EMAIL, SUPPORT_REPLY_HOURS } from './faq-content';
import { FAQ_CACHE_CONTROL } from './faq.controller';
import { planPricesText } from './faq.service';
import { FAQ_PROVIDERS, FaqController, FaqService } from './index';

const items = FAQ_GROUPS.flatMap((group) => group.items);
const paragraphs = items.flatMap((item) => item.paragraphs);

describe('FAQ content', () => {
  it('has unique group ids and question keys, and no question anchor (faq-{key}) equals a group id', () => {
    const keys = items.map((item) => item.key);
    const groupIds = FAQ_GROUPS.map((group) => group.id);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(groupIds).size).toBe(groupIds.length);
    for (const key of keys) {
      expect(key).toMatch(/^[a-z0-9-]+$/);
      expect(groupIds).not.toContain(`faq-${key}`);
    }
  });

  it('links only to paths of the site, or to the support address', () => {
    const links = paragraphs.flatMap(faqLinks);
    expect(links.length).toBeGreaterThan(10);
    for (const { text, href } of links) {
      expect(text.trim()).toBe(text);
      expect(text).not.toBe('');
      if (href.startsWith('mailto:')) {
        expect(href).toBe(`mailto:${SUPPORT_EMAIL}`);
      } else {
        // A path: not protocol-relative ('//host'), no scheme, no spaces.
        expect(href).toMatch(/^\/(?!\/)[^\s:]*$/);
      }
    }
    expect(links).toContainEqual({ text: 'kontaktní formulář', href: '/kontakt' });
    expect(links).toContainEqual({ text: SUPPORT_EMAIL, href: `mailto:${SUPPORT_EMAIL}` });
  });

  it('writes no markup but its links: the plain text has no brackets and no raw href', () => {
    for (const paragraph of paragraphs) {
      const plain = faqPlainText(paragraph);
      expect(plain).not.toMatch(/[[\]]|\]\(|<|>/);
      expect(plain).toBe(plain.trim());
      expect(plain).not.toMatch(/\s{2,}/);
      for (const { href } of faqLinks(paragraph)) expect(plain).not.toContain(`(${href})`);
    }
  });

  it('has one price answer, with text before and after the list', () => {
    const priced = items.filter((item) => item.kind === 'planPrices');
    expect(priced.map((item) => item.question)).toEqual(['Kolik stojí předplatné?']);
    expect(priced[0].paragraphs).toHaveLength(2);
    expect(priced[0].paragraphs[0]).toMatch(/:$/);
  });

  it('promises the support reply time the contact form confirms', () => {
    expect(SUPPORT_REPLY_HOURS).toBe(24);
    expect(items.find((item) => item.key === 'podpora')?.paragraphs[0]).toMatch(/^Odpovídáme do 24 hodin\./);
  });
});

describe('FaqService and GET /api/faq', () => {
  async function setup() {
    const moduleRef = await Test.createTestingModule({ controllers: [FaqController], providers: FAQ_PROVIDERS }).compile();
    return { faq: moduleRef.get(FaqService), controller: moduleRef.get(FaqController) };
  }

  it('serves the groups and items of the content, the same object each time, with an ETag', async () => {
    const { controller } = await setup();
    const headers: Record<string, string> = {};
    let serialize: (payload: unknown) => string = () => '';
    const response = {
      header: (name: string, value: string) => (headers[name] = value),
      serializer: (serializer: typeof serialize) => (serialize = serializer),
    } as unknown as FastifyReply;
    const body = await controller.page(response);
    expect(JSON.parse(serialize(body))).toEqual(body);
    expect(body.groups.map((group) => group.title)).toEqual([
      'Pro páry',
      'Pro dodavatele',
      'Předplatné a platby',
      'Podpora a osobní údaje',
    ]);
    expect(body.groups.flatMap((group) => group.items.map((item) => item.key))).toEqual(items.map((item) => item.key));
    const price = body.groups[1].items.find((item) => item.key === 'cena');
    expect(price).toMatchObject({ question: 'Kolik stojí předplatné?', kind: 'planPrices' });
    expect(body.groups[0].items[0]).not.toHaveProperty('kind');
    expect(headers.ETag).toMatch(/^"[\w-]+"$/);
    expect(await controller.page(response)).toBe(body);
    expect(Reflect.getMetadata('path', FaqController)).toBe('faq');
    expect(FAQ_CACHE_CONTROL).toMatch(/^public, max-age=\d+$/);
  });

  it('answers every question in plain text, the price answer with the plans’ real prices', async () => {
    const { faq } = await setup();
    const answers = await faq.questionsAndAnswers();
    expect(answers.map((qa) => qa.question)).toEqual(items.map((item) => item.question));
    for (const { answer } of answers) {
      expect(answer).not.toMatch(/[[\]]|\]\(/);
      expect(answer).not.toBe('');
    }
    const support = answers.find((qa) => qa.question === 'Jak rychle odpovídáte na dotazy?')!;
    expect(support.answer).toBe(
      `Odpovídáme do 24 hodin. Napište nám přes kontaktní formulář nebo na ${SUPPORT_EMAIL}.`,
    );

    const price = answers.find((qa) => qa.question === 'Kolik stojí předplatné?')!.answer.split('\n\n');
    expect(price).toHaveLength(3);
    expect(price[0]).toBe(
      'Registrace dodavatele je zdarma. Předplatné platíte měsíčně, nebo ročně se slevou; ceny jsou konečné v Kč:',
    );
    expect(price[2]).toBe(
      'Co který plán obsahuje, porovnáte v ceníku. Předplatné si vyberete a spravujete ve Správě předplatného.',
    );
    for (const plan of planDtos().filter((p) => p.price > 0)) {
      expect(price[1]).toContain(`${formatCzk(plan.price)} ${plan.billingPeriod === 'monthly' ? 'měsíčně' : 'ročně'}`);
    }
    expect(price[1]).not.toMatch(/Zdarma/);
  });

  it('formats the price list like the page: per plan type, monthly or yearly, and the yearly saving', () => {
    const plan = (p: Pick<PlanDto, 'id' | 'planType' | 'name' | 'price' | 'billingPeriod'> & Partial<PlanDto>): PlanDto => ({
      priceFormatted: formatCzk(p.price),
      description: '',
      features: [],
      isPopular: false,
      savings: null,
      originalPrice: null,
      discountPercent: null,
      ...p,
    });
    const text = planPricesText([
      plan({ id: 'free', planType: 'free', name: 'Zdarma', price: 0, billingPeriod: 'monthly' }),
      plan({ id: 'basic_monthly', planType: 'basic', name: 'Basic', price: 1234, billingPeriod: 'monthly' }),
      plan({ id: 'premium_monthly', planType: 'premium', name: 'Premium', price: 490, billingPeriod: 'monthly' }),
      plan({
        id: 'basic_yearly',
        planType: 'basic',
        name: 'Basic',
        price: 12000,
        billingPeriod: 'yearly',
        savings: 2808,
        discountPercent: 19,
      }),
    ]);
    expect(text.replace(/\u00a0/g, ' ')).toBe(
      'Basic: 1 234 Kč měsíčně nebo 12 000 Kč ročně (při roční platbě ušetříte 2 808 Kč, 19 %). Premium: 490 Kč měsíčně.',
    );
  });
});
