/**
 * The library's stylesheet holds its own: the real screens, rendered server-side, measured in
 * Chromium inside a create-next-app page (Tailwind v4 with its preflight) and a plain page, in
 * light and dark. Preflight zeroes margins, heading sizes and list markers; every check here
 * fails when the stylesheet leaves one of those to the browser's defaults.
 */
import {axeAudit, colourRules} from '../support/axe';
import {expect, test} from '@playwright/test';
import type {Page} from '@playwright/test';

import {screens} from './screens';
import type {ScreenName} from './screens';
import {startLookServer} from './server';
import type {Host, LookServer} from './server';

let server: LookServer;
test.beforeAll(async () => {
  server = await startLookServer();
});
test.afterAll(async () => server.close());

const hosts: Host[] = ['tailwind', 'plain'];
const schemes = ['light', 'dark'] as const;
const names = Object.keys(screens) as ScreenName[];

async function open(
  page: Page,
  host: Host,
  name: ScreenName,
  colorScheme: 'light' | 'dark',
  width = 1280,
): Promise<void> {
  await page.emulateMedia({colorScheme});
  await page.setViewportSize({width, height: 900});
  await page.goto(`${server.url}/${host}/${name}`);
}

/** Computed values of `properties` for the first element matching each selector. */
async function styles(page: Page, selectors: Record<string, string>, properties: string[]) {
  return page.evaluate(
    ([selectors, properties]) =>
      Object.fromEntries(
        Object.entries(selectors).map(([key, selector]) => {
          const element = document.querySelector(selector);
          if (!element) throw new Error(`nothing matches ${selector}`);
          const style = getComputedStyle(element);
          return [key, Object.fromEntries(properties.map((property) => [property, style.getPropertyValue(property)]))];
        }),
      ),
    [selectors, properties] as const,
  );
}

const px = (value: string | undefined): number => Number.parseFloat(value ?? 'NaN');

for (const host of hosts) {
  test.describe(`${host} page`, () => {
    test('rendered Markdown: heading scale, list markers, spacing, code, tables, quotes, images, footnotes', async ({
      page,
    }) => {
      await open(page, host, 'post', 'light');
      const md = '.inkwell-post .inkwell-markdown';
      const s = await styles(
        page,
        {
          title: '.inkwell-post__title',
          h2: `${md} > h2`,
          h3: `${md} > h3`,
          h4: `${md} > h4`,
          h6: `${md} > h6`,
          p: `${md} > p`,
          ul: `${md} > ul:not(.contains-task-list)`,
          ul2: `${md} > ul ul`,
          ul3: `${md} > ul ul ul`,
          ol: `${md} > ol`,
          ol2: `${md} > ol ol`,
          li: `${md} > ul > li`,
          task: `${md} .task-list-item`,
          blockquote: `${md} > blockquote`,
          pre: `${md} > pre`,
          inlineCode: `${md} > p > code`,
          td: `${md} td`,
          table: `${md} > table`,
          img: `${md} img`,
          footnotes: `${md} .footnotes`,
          link: `${md} > p > a`,
          hr: `${md} > hr`,
        },
        [
          'font-size',
          'font-weight',
          'margin-top',
          'margin-bottom',
          'padding-left',
          'padding-top',
          'list-style-type',
          'display',
          'border-left-width',
          'border-top-width',
          'border-collapse',
          'background-color',
          'font-family',
          'max-width',
          'text-decoration-line',
          'color',
          'line-height',
        ],
      );
      const body = px(s.p?.['font-size']);
      // Heading scale: each level smaller than the one above, all above the body text.
      expect(px(s.title?.['font-size'])).toBeGreaterThanOrEqual(1.75 * body);
      expect(px(s.h2?.['font-size'])).toBeGreaterThanOrEqual(1.4 * body);
      expect(px(s.h3?.['font-size'])).toBeGreaterThan(1.15 * body);
      expect(px(s.h2?.['font-size'])).toBeGreaterThan(px(s.h3?.['font-size']));
      expect(px(s.h3?.['font-size'])).toBeGreaterThan(px(s.h4?.['font-size']));
      expect(px(s.h4?.['font-size'])).toBeGreaterThan(body);
      for (const heading of ['title', 'h2', 'h3', 'h4', 'h6'] as const) {
        expect(Number(s[heading]?.['font-weight']), heading).toBeGreaterThanOrEqual(600);
      }
      // Spacing: paragraphs apart, headings closer to what follows than to what precedes.
      expect(px(s.p?.['margin-bottom'])).toBeGreaterThanOrEqual(body);
      expect(px(s.h2?.['margin-top'])).toBeGreaterThan(px(s.h2?.['margin-bottom']));
      expect(px(s.p?.['line-height'])).toBeGreaterThanOrEqual(1.5 * body);
      // List markers by depth, with room for them.
      expect(s.ul?.['list-style-type']).toBe('disc');
      expect(s.ul2?.['list-style-type']).toBe('circle');
      expect(s.ul3?.['list-style-type']).toBe('square');
      expect(s.ol?.['list-style-type']).toBe('decimal');
      expect(s.ol2?.['list-style-type']).toBe('lower-alpha');
      expect(s.li?.['display']).toBe('list-item');
      expect(px(s.ul?.['padding-left'])).toBeGreaterThanOrEqual(body);
      expect(px(s.ol?.['padding-left'])).toBeGreaterThanOrEqual(body);
      expect(s.task?.['list-style-type']).toBe('none');
      // Quotes, code, tables, rules, images, footnotes.
      expect(px(s.blockquote?.['border-left-width'])).toBeGreaterThanOrEqual(3);
      expect(px(s.blockquote?.['padding-left'])).toBeGreaterThan(0);
      expect(px(s.pre?.['padding-left'])).toBeGreaterThan(0);
      expect(s.pre?.['background-color']).not.toBe('rgba(0, 0, 0, 0)');
      expect(s.pre?.['font-family']).toMatch(/mono/i);
      expect(s.inlineCode?.['background-color']).not.toBe('rgba(0, 0, 0, 0)');
      expect(s.table?.['border-collapse']).toBe('collapse');
      expect(px(s.td?.['border-top-width'])).toBe(1);
      expect(px(s.td?.['padding-left'])).toBeGreaterThan(0);
      expect(px(s.hr?.['border-top-width'])).toBe(1);
      expect(px(s.hr?.['margin-top'])).toBeGreaterThan(body);
      expect(s.img?.['max-width']).toBe('100%');
      expect(s.img?.['display']).toBe('block');
      expect(px(s.footnotes?.['border-top-width'])).toBe(1);
      expect(px(s.footnotes?.['font-size'])).toBeLessThan(body);
      expect(s.link?.['text-decoration-line']).toBe('underline');
      expect(s.link?.['color']).not.toBe(s.p?.['color']);
    });

    for (const name of names) {
      test(`${name}: a screen title, and the same look as on the other page`, async ({page}) => {
        await open(page, host, name, 'light');
        // The site's main column, or the admin shell's on admin screens.
        const title = await styles(page, {h1: 'main h1', body: 'main'}, ['font-size', 'font-weight']);
        expect(px(title.h1?.['font-size'])).toBeGreaterThanOrEqual(1.75 * px(title.body?.['font-size']));
        expect(Number(title.h1?.['font-weight'])).toBeGreaterThanOrEqual(700);
        // Space under the title, before whatever comes next on the screen.
        const gap = await page.evaluate(() => {
          const h1 = document.querySelector('main h1')!;
          const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_ELEMENT);
          walker.currentNode = h1;
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const box = (node as Element).getBoundingClientRect();
            if (!h1.contains(node) && box.height > 1 && box.width > 1)
              return box.top - h1.getBoundingClientRect().bottom;
          }
          return null;
        });
        expect(gap).toBeGreaterThanOrEqual(4);
      });
    }

    test('rows of links and buttons line up: menu, pagination; the admin menu is one column', async ({page}) => {
      for (const [name, selector] of [
        ['post-list', '.inkwell-pagination__link'],
        ['post-list', '.inkwell-nav__link'],
      ] as const) {
        await open(page, host, name, 'light');
        const tops = await page
          .locator(selector)
          .evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));
        expect(tops.length, `${name} ${selector}`).toBeGreaterThan(2);
        expect(new Set(tops).size, `${name} ${selector}: ${tops.join(', ')}`).toBe(1);
      }
      // On a wide window the admin menu is a column left of the screen: one left edge, one under another.
      await open(page, host, 'editor', 'light');
      const links = await page.locator('.inkwell-admin__link').evaluateAll((elements) =>
        elements.map((element) => {
          const {left, right, top, bottom} = element.getBoundingClientRect();
          return {left, right, top, bottom};
        }),
      );
      const main = await page.locator('main').evaluate((element) => element.getBoundingClientRect().left);
      expect(links).toHaveLength(6);
      expect(new Set(links.map((box) => Math.round(box.left))).size).toBe(1);
      const bottoms = links.map((box) => box.bottom);
      links.slice(1).forEach((box, index) => expect(box.top).toBeGreaterThanOrEqual(bottoms[index] ?? Infinity));
      expect(Math.max(...links.map((box) => box.right))).toBeLessThanOrEqual(main);
    });

    test('media library in the editor: the images of one row of its grid start at the same height; each names its file in its box', async ({
      page,
    }) => {
      for (const width of [1280, 768, 390, 320]) {
        await open(page, host, 'media-library', 'light', width);
        const cards = await page.locator('.inkwell-media .inkwell-media__item').evaluateAll((items) =>
          items.map((item) => {
            const box = item.getBoundingClientRect();
            const name = item.querySelector<HTMLElement>('.inkwell-media__name')!;
            const nameBox = name.getBoundingClientRect();
            return {
              top: Math.round(box.top),
              left: box.left,
              right: box.right,
              name: name.textContent,
              title: name.title,
              nameLeft: nameBox.left,
              nameRight: nameBox.right,
              lines: Math.round(nameBox.height / Number.parseFloat(getComputedStyle(name).lineHeight)),
            };
          }),
        );
        expect(cards, `${width}px`).toHaveLength(4);
        for (const card of cards) {
          expect(card.name, `${width}px`).toBe(card.title);
          expect(card.nameLeft, `${width}px`).toBeGreaterThanOrEqual(card.left);
          expect(card.nameRight, `${width}px`).toBeLessThanOrEqual(card.right);
          expect(card.lines, `${width}px: ${card.name}`).toBeGreaterThanOrEqual(1);
          expect(card.lines, `${width}px: ${card.name}`).toBeLessThanOrEqual(2);
        }
        // 1280 px leaves room for more than one image in a row.
        if (width === 1280)
          expect(cards[1]?.top, `tops: ${cards.map((card) => card.top).join(', ')}`).toBe(cards[0]?.top);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width}px`).toBeLessThanOrEqual(
          width,
        );
      }
    });

    test('on a phone, as first painted (no script runs here), every admin menu link is in the window, the current one too', async ({
      page,
    }) => {
      // Each admin screen, with the link it marks; Settings and Users are the last two.
      const marked = [
        ['dashboard', 'Dashboard'],
        ['editor', 'Dashboard'],
        ['page-editor', 'New page'],
        ['media', 'Media'],
        ['users', 'Users'],
        ['settings', 'Settings'],
      ] as const;
      for (const width of [390, 320]) {
        for (const [name, current] of marked) {
          const where = `${name}, ${width}px`;
          await open(page, host, name, 'light', width);
          const row = page.locator('.inkwell-admin__links');
          await expect(row.locator('[aria-current]'), where).toHaveText(current);
          const links = await row.locator('a').evaluateAll((elements) =>
            elements.map((element) => {
              const {left, right, top} = element.getBoundingClientRect();
              return {text: element.textContent, left, right, top: Math.round(top)};
            }),
          );
          expect(links, where).toHaveLength(6);
          const outside = links.filter((link) => link.left < 0 || link.right > width).map((link) => link.text);
          expect(outside, `${where}: links not wholly in the window`).toEqual([]);
          const scroll = await row.evaluate((element) => element.scrollWidth - element.clientWidth);
          expect(scroll, `${where}: the row scrolls sideways`).toBeLessThanOrEqual(0);
          expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(width);
          // The links take two lines, and the band stays about three rows high: the name and account, then them.
          expect(new Set(links.map((link) => link.top)).size, `${where}: lines of links`).toBe(2);
          const bar = await page.locator('.inkwell-admin__bar').evaluate((element) => element.getBoundingClientRect());
          expect(bar.height, where).toBeLessThanOrEqual(width < 360 ? 160 : 150);
        }
      }
      // Where the six fit, they stay one row.
      await open(page, host, 'settings', 'light', 768);
      const tops = await page
        .locator('.inkwell-admin__link')
        .evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));
      expect(new Set(tops).size, `768px: ${tops.join(', ')}`).toBe(1);
    });

    for (const colorScheme of schemes) {
      for (const name of names) {
        test(`${name}, ${colorScheme}: contrast (axe, WCAG AA) at desktop and 375 px`, async ({page}) => {
          for (const width of [1280, 375]) {
            await open(page, host, name, colorScheme, width);
            const results = await axeAudit(page).withRules(colourRules).analyze();
            const found = results.violations.flatMap((v) =>
              v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
            );
            expect(found, `${width}px`).toEqual([]);
            // Nothing wider than the screen: a table or code block scrolls inside itself.
            expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width}px`).toBeLessThanOrEqual(
              width,
            );
          }
        });
      }
    }

    test('users: every role, action and date is in view without scrolling sideways, on a phone, a tablet, a desktop and in a narrow column', async ({
      page,
    }) => {
      for (const [width, column] of [
        [390, null],
        [768, null],
        [1280, null],
        // A wide window with the screen in a column narrower than the table, as in someone's
        // layout or a docs page: the screen follows its own width, not the window's.
        [1280, '36rem'],
        [320, null],
        [1920, null],
      ] as const) {
        await open(page, host, 'users', 'light', width);
        if (column) await page.addStyleTag({content: `.inkwell-admin__main { max-width: ${column}; }`});
        const where = `${width}px${column ? ` in a ${column} column` : ''}`;
        const outside = await page.evaluate(() => {
          const screen = document.querySelector('.inkwell-users')!.getBoundingClientRect();
          return Array.from(document.querySelectorAll('.inkwell-users tbody :is(button, select, time)')).flatMap(
            (element) => {
              const box = element.getBoundingClientRect();
              return box.left < screen.left - 0.5 || box.right > screen.right + 0.5 || box.width < 1
                ? [`${element.textContent?.trim()}: ${Math.round(box.left)}-${Math.round(box.right)}`]
                : [];
            },
          );
        });
        expect(
          outside,
          `${where}: outside the screen (${await page.locator('.inkwell-users').evaluate((e) => Math.round(e.getBoundingClientRect().right))})`,
        ).toEqual([]);
        // Three people, each with Sign out everywhere and Remove, a role and a date.
        expect(await page.locator('.inkwell-users tbody button').count(), where).toBe(6);
        const wrap = await page
          .locator('.inkwell-users .inkwell-table-wrap')
          .evaluate((element) => ({scroll: element.scrollWidth, client: element.clientWidth}));
        expect(wrap.scroll, `${where}: the table scrolls sideways`).toBeLessThanOrEqual(wrap.client);
        // Each email is on one line, or on two split right after its @: never "example.co" / "m".
        const emailLines = await page.evaluate(() =>
          Array.from(document.querySelectorAll('.inkwell-users tbody td')).flatMap((cell) => {
            const text = cell.textContent ?? '';
            if (!/^[^\s@]+@[^\s@]+$/.test(text)) return [];
            const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
            const lines: string[] = [];
            let top = Number.NaN;
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              for (let index = 0; index < (node.textContent ?? '').length; index += 1) {
                const range = document.createRange();
                range.setStart(node, index);
                range.setEnd(node, index + 1);
                const charTop = Math.round(range.getBoundingClientRect().top);
                if (lines.length === 0 || Math.abs(charTop - top) > 2) lines.push('');
                top = charTop;
                lines[lines.length - 1] += node.textContent![index];
              }
            }
            return [lines];
          }),
        );
        expect(emailLines.length, `${where}: the emails`).toBe(3);
        for (const lines of emailLines) {
          const whole = lines.join('');
          expect(
            [[whole], [whole.slice(0, whole.indexOf('@') + 1), whole.slice(whole.indexOf('@') + 1)]],
            where,
          ).toContainEqual(lines);
        }
      }
    });

    test('media: from 320 to 1920 px, every card is in view, its picture above its text and file name, and a row of cards has its buttons in line', async ({
      page,
    }) => {
      for (const width of [320, 390, 768, 1280, 1920]) {
        await open(page, host, 'media', 'light', width);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width}px`).toBeLessThanOrEqual(
          width,
        );
        const cards = await page.locator('.inkwell-media-admin .inkwell-media__item').evaluateAll((items) =>
          items.map((item) => {
            const box = item.getBoundingClientRect();
            const thumb = item.querySelector('img')!.getBoundingClientRect();
            const text = item.querySelector('.inkwell-media__alt')!.getBoundingClientRect();
            const button = item.querySelector('button')!.getBoundingClientRect();
            const name = item.querySelector<HTMLElement>('.inkwell-media__name');
            const nameBox = name?.getBoundingClientRect();
            return {
              top: box.top,
              left: box.left,
              right: box.right,
              thumb,
              text,
              button: button.top,
              name:
                name && nameBox
                  ? {
                      text: name.textContent,
                      title: name.title,
                      box: nameBox,
                      lines: Math.round(nameBox.height / Number.parseFloat(getComputedStyle(name).lineHeight)),
                    }
                  : null,
            };
          }),
        );
        expect(cards, `${width}px`).toHaveLength(4);
        const screen = await page
          .locator('.inkwell-media-admin')
          .evaluate((element) => element.getBoundingClientRect());
        for (const card of cards) {
          expect(card.left, `${width}px`).toBeGreaterThanOrEqual(screen.left - 0.5);
          expect(card.right, `${width}px`).toBeLessThanOrEqual(screen.right + 0.5);
          expect(card.thumb.height, `${width}px: the picture shows`).toBeGreaterThan(60);
          expect(card.text.top, `${width}px`).toBeGreaterThanOrEqual(card.thumb.bottom);
          // The file name, under the picture and inside the card, on one or two lines; all of it in its title.
          expect(card.name, `${width}px: every card names its file`).not.toBeNull();
          expect(card.name?.text, `${width}px`).toBe(card.name?.title);
          expect(card.name?.box.top, `${width}px`).toBeGreaterThanOrEqual(card.thumb.bottom);
          expect(card.name?.box.left, `${width}px`).toBeGreaterThanOrEqual(card.left);
          expect(card.name?.box.right, `${width}px`).toBeLessThanOrEqual(card.right);
          expect(card.name?.lines, `${width}px: ${card.name?.text}`).toBeGreaterThanOrEqual(1);
          expect(card.name?.lines, `${width}px: ${card.name?.text}`).toBeLessThanOrEqual(2);
        }
        // The names as the fixtures give them, and an image recorded without one by its address.
        expect(cards.map((card) => card.name?.title)).toEqual([
          'hills.png',
          'IMG_20250305_101523_HDR_edited-final-version-2-for-the-spring-newsletter.png',
          'sample.svg',
          'notebook swatches.png',
        ]);
        const rows = new Map<number, typeof cards>();
        for (const card of cards) rows.set(Math.round(card.top), [...(rows.get(Math.round(card.top)) ?? []), card]);
        if (width >= 768) expect(rows.size, `${width}px: cards side by side`).toBeLessThan(cards.length);
        for (const row of rows.values()) {
          expect(new Set(row.map((card) => Math.round(card.button))).size, `${width}px`).toBe(1);
        }
      }
    });

    test('editor: the preview sits beside the body where the editor is wide, under it where it is narrow', async ({
      page,
    }) => {
      for (const [width, column, beside] of [
        [1280, null, true],
        [768, null, true],
        [390, null, false],
        [1280, '36rem', false],
      ] as const) {
        await open(page, host, 'editor', 'light', width);
        if (column) await page.addStyleTag({content: `.inkwell-admin__main { max-width: ${column}; }`});
        // The body's pane: its label, the formatting toolbar and the text box.
        const [body, preview] = await Promise.all(
          ['.inkwell-editor__source-pane', '.inkwell-editor__preview'].map((selector) =>
            page.locator(selector).evaluate((element) => {
              const box = element.getBoundingClientRect();
              return {top: box.top, bottom: box.bottom, left: box.left, right: box.right};
            }),
          ),
        );
        const where = `${width}px${column ? ` in a ${column} column` : ''}`;
        if (beside) {
          expect(preview.left, where).toBeGreaterThanOrEqual(body.right);
          expect(Math.abs(preview.top - body.top), where).toBeLessThan(40);
        } else {
          expect(preview.top, where).toBeGreaterThanOrEqual(body.bottom);
        }
      }
    });

    test('editor: the title has a row of its own and shows the whole headline; the excerpt shows whole lines, never half of one', async ({
      page,
    }) => {
      for (const width of [1280, 768, 390, 320]) {
        await open(page, host, 'editor', 'light', width);
        const title = page.getByLabel('Title', {exact: true});
        await expect(title).toHaveValue('Choosing a first fountain pen');
        const fit = await title.evaluate((input) => {
          const form = input.closest('.inkwell-editor__fields')!.getBoundingClientRect();
          return {
            text: input.scrollWidth,
            box: input.clientWidth,
            width: input.getBoundingClientRect().width,
            row: form.width,
          };
        });
        // The value is not scrolled out of its box, and the box is the fields' whole width.
        expect(fit.text, `${width}px: the title's text in its box`).toBeLessThanOrEqual(fit.box);
        expect(fit.width, `${width}px: the title's row`).toBeGreaterThanOrEqual(fit.row - 1);

        // A box that scrolls shows its text down through its bottom padding: the lines from its
        // top padding to its foot must be whole, or the last one is cut.
        const lines = await page.getByLabel('Excerpt', {exact: true}).evaluate((box) => {
          const style = getComputedStyle(box);
          const scrolls = box.scrollHeight > box.clientHeight + 1;
          const shown =
            box.clientHeight -
            Number.parseFloat(style.paddingTop) -
            (scrolls ? 0 : Number.parseFloat(style.paddingBottom));
          return shown / Number.parseFloat(style.lineHeight);
        });
        expect(lines, `${width}px: lines the excerpt shows`).toBeGreaterThanOrEqual(2);
        expect(Math.abs(lines - Math.round(lines)), `${width}px: ${lines} lines`).toBeLessThan(0.05);
      }
    });

    test('editor on a phone: Save is in view while the body and the preview scroll past, and covers no control that Tab reaches', async ({
      page,
    }) => {
      for (const [width, height] of [
        [390, 800],
        [320, 640],
      ] as const) {
        await open(page, host, 'editor', 'light', width);
        await page.setViewportSize({width, height});
        const save = page.getByRole('button', {name: 'Save', exact: true});
        /** Save's whole box is inside the window and is what a tap on its middle reaches. */
        const saveInView = () =>
          save.evaluate((button) => {
            const box = button.getBoundingClientRect();
            const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
            return box.top >= 0 && box.bottom <= window.innerHeight && hit !== null && button.contains(hit);
          });
        const where = `${width}px`;
        expect(await saveInView(), `${where}, on load`).toBe(true);
        await page.locator('.inkwell-editor__body').evaluate((element) => element.scrollIntoView({block: 'start'}));
        expect(await saveInView(), `${where}, at the body`).toBe(true);
        await page.locator('.inkwell-editor__preview').evaluate((element) => element.scrollIntoView({block: 'center'}));
        expect(await saveInView(), `${where}, at the preview`).toBe(true);

        // Tab through the form from its top: each control it reaches shows above the Save bar.
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.getByLabel('Title', {exact: true}).focus();
        for (let step = 0; step < 16; step++) {
          const hidden = await page.evaluate(() => {
            const element = document.activeElement!;
            const bar = document.querySelector('.inkwell-editor .inkwell-actions')!;
            if (bar.contains(element)) return null;
            const box = element.getBoundingClientRect();
            const top = bar.getBoundingClientRect().top;
            const what = element.getAttribute('name') ?? element.textContent?.trim().slice(0, 20);
            return box.top < top - 8 && box.top >= 0
              ? null
              : `${element.tagName} ${what}: top ${Math.round(box.top)}, the bar's ${Math.round(top)}`;
          });
          expect(hidden, `${where}, Tab ${step}`).toBeNull();
          await page.keyboard.press('Tab');
        }
      }
    });

    test('focus rings: every control reached by Tab shows a 2px outline in the accent colour', async ({page}) => {
      for (const name of ['editor', 'users', 'setup', 'post'] as const) {
        await open(page, host, name, 'light');
        let seen = 0;
        for (let step = 0; step < 14; step++) {
          await page.keyboard.press('Tab');
          const ring = await page.evaluate(() => {
            const element = document.activeElement;
            if (!element || element === document.body) return null;
            const style = getComputedStyle(element);
            return {
              what: `${element.tagName}.${element.className}`,
              style: style.outlineStyle,
              width: style.outlineWidth,
              color: style.outlineColor,
            };
          });
          if (!ring) continue;
          seen++;
          expect(ring.style, `${name}: ${ring.what}`).toBe('solid');
          expect(px(ring.width), `${name}: ${ring.what}`).toBeGreaterThanOrEqual(2);
          expect(ring.color, `${name}: ${ring.what}`).toBe('rgb(29, 78, 216)');
        }
        expect(seen, name).toBeGreaterThan(5);
      }
    });
  });
}

const comparedProperties = [
  'font-size',
  'font-weight',
  'font-style',
  'line-height',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'list-style-type',
  'display',
  'border-top-width',
  'border-right-width',
  'border-bottom-width',
  'border-left-width',
  'text-decoration-line',
];

// One test per screen: each loads the screen in both host pages, so the list of screens can grow
// without one test's time limit growing with it.
for (const name of names) {
  test(`${name}: every element looks the same with and without Tailwind preflight`, async ({browser}) => {
    const properties = comparedProperties;
    const differences: string[] = [];
    const measured: Record<Host, string[]> = {tailwind: [], plain: []};
    for (const host of hosts) {
      const context = await browser.newContext({viewport: {width: 1280, height: 900}});
      const page = await context.newPage();
      await page.goto(`${server.url}/${host}/${name}`);
      measured[host] = await page.evaluate((properties) => {
        // Elements that are not rendered (the editor's hidden file input) have no look to compare.
        const shown = Array.from(document.querySelectorAll('.inkwell-site, .inkwell-site *')).filter(
          (element) => element.getClientRects().length > 0 || element.tagName === 'OPTION',
        );
        return shown.map((element) => {
          const style = getComputedStyle(element);
          const path = `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}`;
          return [path, ...properties.map((property) => `${property}:${style.getPropertyValue(property)}`)].join(' ');
        });
      }, properties);
      await context.close();
    }
    measured.tailwind.forEach((line, index) => {
      const [path, ...withTailwind] = line.split(' ');
      const plain = (measured.plain[index] ?? '').split(' ').slice(1);
      const differ = withTailwind.flatMap((value, at) =>
        value === plain[at] ? [] : [`${value} (plain: ${plain[at]?.split(':')[1]})`],
      );
      if (differ.length > 0) differences.push(`${name}: ${path}: ${differ.join(', ')}`);
    });
    expect(differences.slice(0, 20).join('\n'), `${differences.length} elements differ`).toBe('');
  });
}
