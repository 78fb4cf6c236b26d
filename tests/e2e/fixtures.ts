import { test as base } from '@playwright/test';

/** `test` with the page's errors, failed requests and HTTP errors reported in the test output. */
export const test = base.extend({
  page: async ({ page }, use, testInfo) => {
    const log: string[] = [];
    page.on('pageerror', (error) => log.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') log.push(`console: ${message.text()}`);
    });
    page.on('requestfailed', (request) => log.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`));
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus && log.length > 0) {
      await testInfo.attach('browser-log', { body: log.join('\n'), contentType: 'text/plain' });
      console.log(`[${testInfo.title}] browser log:\n  ${log.join('\n  ')}`);
    }
  },
});

export { expect } from '@playwright/test';
export type { Page } from '@playwright/test';
