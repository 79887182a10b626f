import { SERVICE_CATEGORIES } from '../../catalog/data/categories.data';
import { DEMO_PROVIDERS } from '../../providers/demo/demo-providers.data';
import { DEMO_PORTFOLIO } from './demo-portfolio.data';

describe('demo portfolio', () => {
  const categories = new Set(SERVICE_CATEGORIES.map((category) => category.id));

  it('has two items for every demo provider and none for anyone else', () => {
    expect(Object.keys(DEMO_PORTFOLIO).sort()).toEqual(DEMO_PROVIDERS.map((demo) => demo.email).sort());
    for (const demo of DEMO_PROVIDERS) {
      const items = DEMO_PORTFOLIO[demo.email];
      expect(items).toHaveLength(2);
      expect(items.filter((item) => item.featured)).toHaveLength(1);
      for (const item of items) {
        expect(item.title.length).toBeLessThanOrEqual(200);
        expect(item.description.length).toBeGreaterThan(40);
        if (item.category) expect(categories).toContain(item.category);
        expect(item.eventDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
  });
});
