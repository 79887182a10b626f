import { requestListQueries } from './requests.repository';

describe('requestListQueries', () => {
  it('reads the total with the rows of an unfiltered page, as a named (prepared) statement per shape', () => {
    const first = requestListQueries({}, { contacts: false });
    const second = requestListQueries({ page: 2 }, { contacts: false });
    const withContacts = requestListQueries({}, { contacts: true });
    expect(first.totalInRows).toBe(true);
    expect(first.rows.text).toContain('"listTotal"');
    expect(first.rows.values).toEqual([12, 0]);
    expect(second.rows.values).toEqual([12, 12]);
    expect(first.rows.name).toMatch(/^svatby_[0-9a-f]{20}$/);
    expect(second.rows.name).toBe(first.rows.name);
    expect(withContacts.rows.name).not.toBe(first.rows.name);
  });

  it('counts a filtered page apart and leaves its statements unnamed (no plan made for another value)', () => {
    const queries = requestListQueries({ search: 'fotograf', budget: '50k-100k' }, { contacts: false });
    expect(queries.totalInRows).toBe(false);
    expect(queries.rows.name).toBeUndefined();
    expect(queries.total).toEqual({ text: expect.stringContaining('count(*)'), values: ['%fotograf%', '50k-100k'] });
  });

  it("matches a search's %, _ and backslash literally", () => {
    expect(requestListQueries({ search: 'Sleva 50%_x\\' }, { contacts: false }).rows.values[0]).toBe('%sleva 50\\%\\_x\\\\%');
  });
});
