import type {Page} from '@playwright/test';
import {expect, test} from '../support/test';
import {gotoHydrated} from './support/page';
import {heldOutQuestions, readerQuestions, tuningQuestions, type ReaderQuestion} from './support/readerQuestions';
import {relevanceCases, type RelevanceCase} from './support/searchRelevance';
import {freshQuestions} from './support/freshQuestions';
import {validationQuestions} from './support/validationQuestions';
import {newQuestions} from './support/newQuestions';

/** Share of the questions whose answer must be the first result, and among the first three. */
const targets = {top1: 1, top3: 1};

type Shown = {
  page: string;
  sections: string[];
  snippets: string[];
  headed: {title: string; snippet: string; text: string}[];
};

/** The first three results the search page shows for `query`: each page and its section links. */
async function firstThree(page: Page, query: string): Promise<Shown[]> {
  const input = page.locator('#search-page-input');
  // Emptied, the page forgets the last results at once, so what shows next is this query's.
  await input.fill('');
  await expect(page.locator('main article')).toHaveCount(0);
  await input.fill(query);
  await expect(page.getByRole('status').filter({hasText: /found|No results/})).toBeVisible({timeout: 30_000});
  const articles = page.locator('main article');
  const count = Math.min(3, await articles.count());
  const shown: Shown[] = [];
  for (let index = 0; index < count; index += 1) {
    const article = articles.nth(index);
    const href = (await article.locator('h2 a').getAttribute('href')) ?? '';
    const sections = await article
      .locator('li a')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).hash.slice(1)));
    // The excerpt is the last element of the result's paragraph and of each section's item.
    const snippets = (await article.locator('p > span:last-child, li > span:last-child').allTextContents()).map(
      (text) => text.trim(),
    );
    // Each section's link text (its heading) and its snippet, the item's last element.
    const headed = await article.locator('li').evaluateAll((items) =>
      items.map((item) => ({
        title: item.querySelector('a')?.textContent?.trim() ?? '',
        snippet: item.querySelector(':scope > span:last-child')?.textContent?.trim() ?? '',
        text: item.textContent?.trim() ?? '',
      })),
    );
    shown.push({page: href.replace(/[?#].*$/, ''), sections, snippets, headed});
  }
  return shown;
}

/**
 * What is wrong with a snippet, or undefined: it must be a sentence of the page's prose, so it
 * starts with a capital or a digit (not mid-sentence, not with a code token or punctuation)
 * and holds no code (braces, angle brackets, `=`, a semicolon inside a word).
 */
function snippetProblem(snippet: string): string | undefined {
  if (!/^[\p{Lu}\p{N}“"]/u.test(snippet)) return 'does not start a sentence';
  if (/[{}<>=`]|(?<!&#?\w{1,8});\S|\(\)/.test(snippet)) return 'holds code';
  return undefined;
}

/** Text as a reader compares it: lower case, single spaces, no closing full stop or colon. */
const plain = (text: string) => text.replace(/[.:]$/, '').replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * What a result repeats, if anything: one snippet shown twice (the page's and a section's),
 * or a section's snippet opening with its own heading, which the result shows just before it
 * (with or without the heading's step number, `1. Create the table`); and a section without a
 * snippet that still shows the colon before one.
 */
function repeats(result: Shown): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  for (const snippet of result.snippets.filter(Boolean)) {
    if (seen.has(snippet)) found.push(`${result.page}: shown twice: "${snippet}"`);
    seen.add(snippet);
  }
  for (const {title, snippet, text} of result.headed) {
    // A section without a snippet is its title alone, not a title and a colon before nothing.
    if (!snippet && text !== title) found.push(`${result.page}: "${title}" shows "${text}"`);
    const firstSentence = /^.*?[.!?](?=\s|$)/.exec(snippet)?.[0] ?? snippet;
    const headings = [title, title.replace(/^\d+[.)]\s*/, '')].map(plain);
    if (snippet && headings.includes(plain(firstSentence)))
      found.push(`${result.page}: "${title}" opens with its heading: "${snippet}"`);
  }
  return found;
}

/** Where the answer is among `shown`: its page, with the answering section among its section links. */
function rankOf(answer: RelevanceCase | ReaderQuestion, shown: Shown[]): number {
  const {section} = answer;
  return shown.findIndex((result) => result.page === answer.page && (!section || result.sections.includes(section)));
}

/** Searches whose results hold each case: a page and its section on one sentence, numbered steps, a section of code alone. */
const repeatProneQueries = ['session cookie', 'dynamodb table', 'sign in', 'set the variables', 'check that it works'];

test.describe('search relevance', () => {
  test('every answer in the set is a page of the site, at a heading it has', async ({request}) => {
    expect(relevanceCases.length).toBeGreaterThanOrEqual(40);
    for (const {page, section} of relevanceCases) {
      const response = await request.get(page);
      expect(response.status(), page).toBe(200);
      if (section) expect(await response.text(), `${page}#${section}`).toMatch(new RegExp(`id="?${section}[" >]`));
    }
  });

  test(`readers' questions find their answer first (top-1 >= ${targets.top1 * 100} %, top-3 ${targets.top3 * 100} %), in clean snippets`, async ({
    page,
  }) => {
    // About 0.2 s a question on an idle machine; far more while other builds share its cores.
    test.setTimeout(600_000);
    await gotoHydrated(page, '/search');
    const misses: string[] = [];
    const notFirst: string[] = [];
    const badSnippets = new Set<string>();
    const repeated = new Set<string>();
    let top1 = 0;
    let top3 = 0;
    for (const answer of relevanceCases) {
      const shown = await firstThree(page, answer.query);
      const rank = rankOf(answer, shown);
      for (const result of shown) {
        // A section of code alone shows its title and no snippet.
        for (const snippet of result.snippets.filter(Boolean)) {
          const problem = snippetProblem(snippet);
          if (problem) badSnippets.add(`${result.page}: ${problem}: "${snippet}"`);
        }
        for (const repeat of repeats(result)) repeated.add(`"${answer.query}": ${repeat}`);
      }
      if (answer.first && rank !== 0) notFirst.push(answer.query);
      if (rank === 0) top1 += 1;
      if (rank >= 0) top3 += 1;
      if (rank !== 0)
        misses.push(
          `${rank < 0 ? 'not in top 3' : `#${rank + 1}`}: "${answer.query}" wants ${answer.page}` +
            `${answer.section ? `#${answer.section}` : ''}; got ${shown
              .map((result) => `${result.page} [${result.sections.join(', ')}]`)
              .join(' | ')}`,
        );
    }
    const total = relevanceCases.length;
    const percent = (count: number) => `${((count / total) * 100).toFixed(1)} %`;
    console.log(
      `[search relevance] ${total} questions: top-1 ${top1}/${total} (${percent(top1)}), ` +
        `top-3 ${top3}/${total} (${percent(top3)})${misses.map((miss) => `\n  ${miss}`).join('')}`,
    );
    expect([...badSnippets], 'snippets that are not clean sentences of prose').toEqual([]);
    expect([...repeated], 'results that show a sentence twice or repeat a heading').toEqual([]);
    expect(notFirst, 'questions whose answer must be the first result').toEqual([]);
    expect(top1 / total, misses.join('\n')).toBeGreaterThanOrEqual(targets.top1);
    expect(top3 / total, misses.join('\n')).toBeGreaterThanOrEqual(targets.top3);
  });

  test('results show no sentence twice, no section opening with its own heading, and no colon before nothing', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await gotoHydrated(page, '/search');
    const repeated: string[] = [];
    for (const query of repeatProneQueries) {
      for (const result of await firstThree(page, query))
        repeated.push(...repeats(result).map((r) => `"${query}": ${r}`));
    }
    expect(repeated).toEqual([]);
  });
});

/**
 * The floors each set of the readers' own questions holds, top-1 and top-3: what the ranking
 * reaches on today's pages, so a change to the ranking or the pages that loses ground fails.
 * The held-out half is run only when a tuned ranking is merged, never while it is tuned; its
 * goal is 85 % and 95 %. The validation set (validationQuestions.ts), written later and blind
 * like the others, is tuned on with the tuning half. The fresh set (freshQuestions.ts), written
 * blind after it, is tuned on too, and so is the new set (newQuestions.ts), written blind after that.
 */
const readerFloors = {
  tuning: {top1: 1, top3: 1},
  heldOut: {top1: 0.8, top3: 0.91},
  validation: {top1: 0.95, top3: 1},
  fresh: {top1: 0.93, top3: 1},
  new: {top1: 0.7, top3: 0.87},
};

test.describe("search relevance, readers' own questions", () => {
  test('every answer is a page of the site, at a heading it has', async ({request}) => {
    expect(readerQuestions.length).toBeGreaterThanOrEqual(80);
    const questions = [...readerQuestions, ...validationQuestions, ...freshQuestions, ...newQuestions];
    for (const page of new Set(questions.map((question) => question.page))) {
      const response = await request.get(page);
      expect(response.status(), page).toBe(200);
      const html = await response.text();
      for (const {section} of questions.filter((question) => question.page === page && question.section))
        expect(html, `${page}#${section}`).toMatch(new RegExp(`id="?${section}[" >]`));
    }
  });

  for (const [half, questions] of [
    ['tuning', tuningQuestions],
    ['heldOut', heldOutQuestions],
    ['validation', validationQuestions],
    ['fresh', freshQuestions],
    ['new', newQuestions],
  ] as const) {
    test(`the ${half} ${half === 'tuning' || half === 'heldOut' ? 'half' : 'set'} finds its answers (top-1 >= ${Math.round(readerFloors[half].top1 * 100)} %, top-3 >= ${Math.round(readerFloors[half].top3 * 100)} %)`, async ({
      page,
    }) => {
      test.setTimeout(600_000);
      await gotoHydrated(page, '/search');
      let top1 = 0;
      let top3 = 0;
      const misses: string[] = [];
      for (const question of questions) {
        const shown = await firstThree(page, question.query);
        const rank = rankOf(question, shown);
        if (rank === 0) top1 += 1;
        if (rank >= 0) top3 += 1;
        if (rank !== 0)
          misses.push(
            `${rank < 0 ? 'not in top 3' : `#${rank + 1}`}: "${question.query}" wants ${question.page}` +
              `${question.section ? `#${question.section}` : ''}; got ${shown
                .map((result) => `${result.page} [${result.sections.join(', ')}]`)
                .join(' | ')}`,
          );
      }
      const total = questions.length;
      console.log(
        `[search relevance, ${half}] ${total} questions: top-1 ${top1}/${total} (${((top1 / total) * 100).toFixed(1)} %), ` +
          `top-3 ${top3}/${total} (${((top3 / total) * 100).toFixed(1)} %)${misses.map((miss) => `\n  ${miss}`).join('')}`,
      );
      expect(top1 / total, misses.join('\n')).toBeGreaterThanOrEqual(readerFloors[half].top1);
      expect(top3 / total, misses.join('\n')).toBeGreaterThanOrEqual(readerFloors[half].top3);
    });
  }
});
