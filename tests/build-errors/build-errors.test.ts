import {readFile} from 'node:fs/promises';
import type {AddressInfo} from 'node:net';
import {join} from 'node:path';
import {chromium} from '@playwright/test';
import {describe, expect, it} from 'vitest';
import {serveBuild} from '../support/serve-build.cjs';
import {chromiumPath} from '../../scripts/binaries.cjs';
import {buildThrowawaySite} from './throwawaySite';

// Each case is a configuration mistake Docusaurus only reports while rendering pages, so
// the only honest check is a real build of a small site that makes it.
describe('configuration errors a site owner can make', () => {
  it('an unknown navbar item type names the type', async () => {
    const {exitCode, output} = await buildThrowawaySite('unknown-navbar-type', {
      navbarItems: [{type: 'custom-doesNotExist', label: 'Broken'}],
    });
    expect(exitCode).not.toBe(0);
    expect(output).toContain('No NavbarItem component found for type "custom-doesNotExist".');
  });

  it('a navbar item that fails to render in the browser tells the owner which item to check', async () => {
    let pageText = '';
    const {exitCode} = await buildThrowawaySite(
      'navbar-item-throws',
      {
        navbarItems: [{type: 'custom-throwsInBrowser', label: 'Fragile'}],
        files: {
          // Renders on the server, throws once hydrated: the failure only a browser sees.
          'src/theme/NavbarItem/ComponentTypes.js': [
            "import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';",
            "import useIsBrowser from '@docusaurus/useIsBrowser';",
            'function ThrowsInBrowser() {',
            "  if (useIsBrowser()) throw new Error('Fragile item broke');",
            '  return null;',
            '}',
            "export default {...ComponentTypes, 'custom-throwsInBrowser': ThrowsInBrowser};",
          ].join('\n'),
        },
      },
      async (buildDir) => {
        const server = await serveBuild({port: 0, dir: buildDir});
        const browser = await chromium.launch({executablePath: chromiumPath(), args: ['--no-sandbox']});
        try {
          const page = await browser.newPage();
          await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/docs/intro`);
          await page.getByText('Fragile item broke', {exact: false}).first().waitFor();
          pageText = await page.locator('body').innerText();
        } finally {
          await browser.close();
          server.close();
        }
      },
    );
    expect(exitCode).toBe(0);
    expect(pageText).toContain('A theme navbar item failed to render.');
    expect(pageText).toContain('Please double-check the following navbar item (themeConfig.navbar.items)');
    expect(pageText).toContain('"type": "custom-throwsInBrowser"');
    expect(pageText).toContain('Fragile item broke');
  });

  it('a sidebar navbar item whose sidebar has nothing to link to fails the build', async () => {
    const {exitCode, output} = await buildThrowawaySite('empty-sidebar', {
      sidebars: {docs: ['intro'], empty: []},
      navbarItems: [{type: 'docSidebar', sidebarId: 'empty', label: 'Empty'}],
    });
    expect(exitCode).not.toBe(0);
    expect(output).toContain(`DocSidebarNavbarItem: Sidebar with ID "empty" doesn't have anything to be linked to.`);
  });

  it('a navbar item naming a missing sidebar id fails with the ids that exist', async () => {
    const {exitCode, output} = await buildThrowawaySite('missing-sidebar', {
      navbarItems: [{type: 'docSidebar', sidebarId: 'nope', label: 'Missing'}],
    });
    expect(exitCode).not.toBe(0);
    expect(output).toContain(`Can't find any sidebar with id "nope"`);
    expect(output).toMatch(/- docs/);
  });

  it('a navbar item naming a missing doc id fails with the ids that exist', async () => {
    const {exitCode, output} = await buildThrowawaySite('missing-doc', {
      navbarItems: [{type: 'doc', docId: 'not-a-doc', label: 'Missing'}],
    });
    expect(exitCode).not.toBe(0);
    expect(output).toContain(`Couldn't find any doc with id "not-a-doc"`);
    expect(output).toContain('- intro');
  });

  it('a page without a default export fails the build', async () => {
    const {exitCode, output} = await buildThrowawaySite('no-default-export', {
      files: {'src/pages/broken.js': 'export const notAComponent = 1;\n'},
    });
    expect(exitCode).not.toBe(0);
    expect(output).toContain("doesn't have a default export");
  });

  it('the same site builds with one navbar item of every kind the theme supports', async () => {
    let html = '';
    const {exitCode, output} = await buildThrowawaySite(
      'every-navbar-item-kind',
      {
        navbarItems: [
          {to: '/docs/intro', label: 'Default link'},
          {type: 'dropdown', label: 'A dropdown', items: [{to: '/docs/intro', label: 'Dropdown child'}]},
          {type: 'localeDropdown'},
          {type: 'search'},
          {type: 'html', value: '<span class="raw-html-item">Raw HTML</span>'},
          {type: 'doc', docId: 'intro', label: 'Single doc'},
          {type: 'docSidebar', sidebarId: 'docs', label: 'Doc sidebar'},
          {type: 'docsVersion', label: 'Docs version'},
          {type: 'docsVersionDropdown'},
        ],
      },
      async (buildDir) => {
        html = await readFile(join(buildDir, 'docs', 'intro', 'index.html'), 'utf8');
      },
    );
    expect(output).toContain('[SUCCESS]');
    expect(exitCode).toBe(0);
    for (const label of [
      'Default link',
      'A dropdown',
      'Dropdown child',
      'Raw HTML',
      'Single doc',
      'Doc sidebar',
      'Docs version',
      'English',
    ]) {
      expect(html).toContain(label);
    }
  });
});
