import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

let visitors = 0;

/**
 * Every journey is a visitor of its own: its browser contexts and its `request` send their own client address
 * (X-Forwarded-For, which the e2e server trusts), as people on the web come from theirs. The per-address limits
 * (sign-in 10 a minute, registration 10 an hour) then count one journey's calls, not the whole run's, and a run
 * does not fail for being fast.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    visitors += 1;
    const address = `10.93.${testInfo.workerIndex % 250}.${visitors % 250}`;
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': address });
  },
});
