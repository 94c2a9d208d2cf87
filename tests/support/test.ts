// The `test` every spec in tests/e2e and tests/gates imports: Playwright's, with a `page`
// that fails the test on any console error or warning and any uncaught exception, as
// Docusaurus's argos crawl does. A message the site gives on purpose is either on the
// commented list below (every test) or allowed by the one test that provokes it.
import {test as base, expect, type ConsoleMessage, type Page} from '@playwright/test';

export {expect};

/** A console message or uncaught error, with where it came from. */
export interface ConsoleProblem {
  kind: 'error' | 'warning' | 'uncaught';
  text: string;
  /** The script or resource the browser blamed, or the page for an uncaught error. */
  url: string;
}

/** A message that is not a failure, and why. */
export interface AllowedMessage {
  kind?: ConsoleProblem['kind'];
  text: RegExp;
  url?: RegExp;
  why: string;
}

/**
 * Messages allowed in every test. Keep it short: each entry hides a class of real
 * failures, so each says why the site cannot avoid it.
 */
export const allowedEverywhere: AllowedMessage[] = [
  // (empty: the production build logs nothing on any page of the sitemap)
];

/**
 * Chromium's console line for a response with an error status. For a page the test opened
 * itself (a missing page, an odd URL) the status is the result under test, which the test
 * checks, so that line is not a failure; for anything else (an image, a script, a JSON file)
 * it is a broken link.
 */
const failedDocumentLoad = /^Failed to load resource: the server responded with a status of (\d+)/;

/**
 * Whether `problem` matches one of `allowed`, or is the error status of a document in
 * `errorDocuments` (URL to status).
 */
export function isAllowed(
  problem: ConsoleProblem,
  allowed: readonly AllowedMessage[],
  errorDocuments: ReadonlyMap<string, number> = new Map(),
): boolean {
  const status = failedDocumentLoad.exec(problem.text)?.[1];
  // Chromium names the document with its #hash; the response's URL has none.
  const documentUrl = problem.url.replace(/#.*$/, '');
  if (problem.kind === 'error' && status !== undefined && errorDocuments.get(documentUrl) === Number(status))
    return true;
  return allowed.some(
    (entry) =>
      (entry.kind === undefined || entry.kind === problem.kind) &&
      entry.text.test(problem.text) &&
      (entry.url?.test(problem.url) ?? true),
  );
}

/** Records every console error and warning and uncaught exception of `page` from now on into `problems`. */
export function watchConsole(page: Page, problems: ConsoleProblem[] = []): ConsoleProblem[] {
  page.on('console', (message: ConsoleMessage) => {
    const type = message.type();
    if (type !== 'error' && type !== 'warning') return;
    problems.push({kind: type, text: message.text(), url: message.location().url});
  });
  page.on('pageerror', (error) => problems.push({kind: 'uncaught', text: error.message, url: page.url()}));
  return problems;
}

export const test = base.extend<{
  /**
   * Allows console messages matching `text` in this test only, e.g. the failure a test
   * injects on purpose; `why` is for the reader.
   */
  allowConsole: (text: RegExp, why: string, options?: Omit<AllowedMessage, 'text' | 'why'>) => void;
  /** Everything the page logged so far, allowed or not: for tests that expect a message. */
  consoleProblems: ConsoleProblem[];
  /** The per-test allow-list {@link allowConsole} fills. */
  allowedInTest: AllowedMessage[];
}>({
  allowedInTest: async ({}, use) => {
    await use([]);
  },
  allowConsole: async ({allowedInTest}, use) => {
    await use((text, why, options = {}) => {
      allowedInTest.push({...options, text, why});
    });
  },
  consoleProblems: async ({}, use) => {
    await use([]);
  },
  page: async ({page, allowedInTest, consoleProblems}, use) => {
    const errorDocuments = new Map<string, number>();
    const watch = (target: Page) => {
      watchConsole(target, consoleProblems);
      target.on('response', (response) => {
        if (response.request().isNavigationRequest() && response.status() >= 400)
          errorDocuments.set(response.url(), response.status());
      });
    };
    watch(page);
    // Other tabs the test opens in the same context (color-mode's second tab) count too.
    page.context().on('page', watch);
    await use(page);
    const unexpected = consoleProblems.filter(
      (problem) => !isAllowed(problem, [...allowedEverywhere, ...allowedInTest], errorDocuments),
    );
    expect(unexpected, 'console errors, warnings or uncaught exceptions (allow-list: tests/support/test.ts)').toEqual(
      [],
    );
  },
});
