import {expect, type Page} from '@playwright/test';

interface Heading {
  level: string;
  id: string;
  text: string;
}

/**
 * Checks that the page's outline and its table of contents agree.
 *
 * The outline a screen reader's heading list or a browser's outline tool shows: every h2 and
 * h3 in the article. `querySelectorAll` does not enter shadow roots, just as those headings
 * are not part of the page's own outline; a demo that rendered outside its shadow root would
 * add its headings here (the editor's "Preview", the users screen's "Add a person") while the
 * table of contents, built from the Markdown, would not list them.
 */
export async function expectOutlineMatchesToc(page: Page, path: string): Promise<void> {
  const {outline, toc, cards} = await page.evaluate(() => {
    const article = document.querySelector('article');
    const describe = (heading: Element) => ({
      level: heading.tagName.toLowerCase(),
      id: heading.id,
      text: (heading.textContent ?? '').replace(/\u200b/g, '').trim(),
    });
    const headings = article ? Array.from(article.querySelectorAll('h2, h3')) : [];
    // A category page's cards are links to other pages, titled with an h2 each; stock
    // Docusaurus gives those pages no table of contents. They are counted apart.
    const isCard = (heading: Element) => heading.closest('.card, [class*="cardContainer"]') !== null;
    return {
      outline: headings.filter((heading) => !isCard(heading)).map(describe),
      cards: headings.filter(isCard).length,
      toc: Array.from(document.querySelectorAll('.theme-doc-toc-desktop .table-of-contents a')).map((link) => ({
        level: link.closest('ul ul') ? 'h3' : 'h2',
        id: decodeURIComponent(link.getAttribute('href') ?? '').replace(/^#/, ''),
        text: (link.textContent ?? '').trim(),
      })),
    };
  });
  const isCategory = path.startsWith('/docs/category/');
  if (isCategory) expect(cards, 'a category page lists its pages as cards').toBeGreaterThan(0);
  else expect(cards, 'only category pages have cards').toBe(0);

  // Same headings, same order, same levels, and each entry links to its heading.
  const key = (heading: Heading) => `${heading.level} #${heading.id} ${heading.text}`;
  expect(outline.map(key), 'h2/h3 in the article, in order, against the table of contents').toEqual(toc.map(key));
  for (const heading of outline) expect(heading.id, `"${heading.text}" has an id to link to`).not.toBe('');
}
