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

  it("counts the public list a provider reads without the provider's id (only its rows ask whether it is invited)", () => {
    const queries = requestListQueries({ search: 'foto' }, { contacts: true, provider: { id: 7, relevantOnly: false } });
    expect(queries.total.values).toEqual(['%foto%']);
    expect(queries.rows.values).toEqual(['%foto%', 7, 12, 0]);
    expect(queries.rows.text).toContain('AS invited');
  });

  it("matches a search's %, _ and backslash literally", () => {
    expect(requestListQueries({ search: 'Sleva 50%_x\\' }, { contacts: false }).rows.values[0]).toBe('%sleva 50\\%\\_x\\\\%');
  });

  it("reads a provider's list as its invited half and its matching half, invited first, with its total in the rows", () => {
    const queries = requestListQueries(
      { page: 3, pageSize: 10 },
      { contacts: false, onlyCategories: ['photography'], onlyPlaces: ['praha'], provider: { id: 7, relevantOnly: true } },
    );
    expect(queries.totalInRows).toBe(true);
    // Its text is one per shape (the provider's values are parameters): parsed once per connection.
    expect(queries.rows.name).toMatch(/^svatby_[0-9a-f]{20}$/);
    expect(requestListQueries({}, { contacts: false, onlyCategories: ['catering'], onlyPlaces: ['brno'], provider: { id: 8, relevantOnly: true } }).rows.name).toBe(
      queries.rows.name,
    );
    expect(queries.rows.text).toContain('WITH listed AS MATERIALIZED');
    expect(queries.rows.text).toContain('UNION ALL');
    expect(queries.rows.text).toContain('request_invitations');
    expect(queries.rows.text).toContain("rr.kind IN ('unavailable', 'not_fit')");
    // The matching half from the kept reach (one index range per place and category), without the requests' rows.
    expect(queries.rows.text).toContain('FROM derived.request_reach x');
    expect(queries.rows.text).not.toContain('JOIN service_requests r ON r.id = x.request_id');
    expect(queries.rows.text).toContain('ORDER BY r.invited DESC, r.created_at DESC, r.id DESC');
    expect(queries.rows.text).toContain('"listTotal"');
    expect(queries.rows.values).toEqual([7, ['photography'], ['praha'], 10, 20]);
    expect(queries.total.text).toContain('count(*)');
    expect(queries.total.values).toEqual([7, ['photography'], ['praha']]);
  });

  it("joins the requests to a provider's kept reach for the list's own filters, and reads a whole-country provider by category", () => {
    const filtered = requestListQueries(
      { search: 'stan', budget: 'do-50k' },
      { contacts: true, onlyCategories: ['tents'], onlyPlaces: ['brno', 'cela-cr'], provider: { id: 3, relevantOnly: true } },
    );
    expect(filtered.rows.text).toContain('FROM derived.request_reach x JOIN service_requests r ON r.id = x.request_id');
    expect(filtered.rows.text).toMatch(/r\.search_text LIKE \$2 AND r\.budget_band = \$3 AND x\.location_id = ANY \(\$5::varchar\[\]\)/);
    expect(filtered.total.values).toEqual([3, '%stan%', 'do-50k', ['tents'], ['brno', 'cela-cr']]);
    expect(filtered.rows.name).toBeUndefined();

    const wholeCountry = requestListQueries({}, { contacts: true, onlyCategories: ['tents'], provider: { id: 3, relevantOnly: true } });
    expect(wholeCountry.rows.text).not.toContain('request_reach');
    expect(wholeCountry.rows.text).toContain('r.matched_categories && $2::varchar[]');

    // Places without categories (any category): the requests themselves, as the kept reach holds a row per category.
    const anyCategory = requestListQueries({}, { contacts: true, onlyPlaces: ['brno'], provider: { id: 3, relevantOnly: true } });
    expect(anyCategory.rows.text).not.toContain('request_reach');
    expect(anyCategory.rows.text).toContain('r.location_id = ANY ($2::varchar[])');
  });
});
