import type {Page} from '@playwright/test';

/**
 * Records Content-Security-Policy violations from the first script on, before any of the
 * page's own code runs.
 *
 * @param page - The page, before it loads what is to be checked.
 * @returns When the recorder is in place for every document the page loads.
 * @example
 *   await recordCspViolations(page);
 *   await page.goto('/');
 *   expect(await cspViolations(page)).toEqual([]);
 */
export async function recordCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const win = window as unknown as {cspViolations: string[]};
    win.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      win.cspViolations.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
}

/**
 * The violations recorded since the current document loaded.
 *
 * @param page - A page set up with `recordCspViolations`.
 * @returns One line per violation: the directive, what it blocked, and where.
 * @example
 *   expect(await cspViolations(page)).toEqual([]);
 */
export const cspViolations = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations);
