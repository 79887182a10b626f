import { readRequestDetails } from '../../catalog/catalog.api';
import { DEMO_REQUESTS } from './demo-requests.data';

describe('the demo requests', () => {
  it("answer only their services' questions, by the questions' rules (stored as the API would store them)", () => {
    const answered = DEMO_REQUESTS.filter((demo) => demo.details);
    expect(answered.length).toBeGreaterThan(0);
    for (const demo of answered) {
      expect(readRequestDetails(demo.details, demo.services)).toEqual({ details: demo.details, errors: [] });
    }
  });
});
