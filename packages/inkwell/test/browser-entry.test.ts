import * as browserEntry from '../src/index.browser.js';
import * as serverEntry from '../src/index.js';

describe('the browser build', () => {
  it('exports exactly the values the main entry exports', () => {
    expect(Object.keys(browserEntry).sort()).toEqual(Object.keys(serverEntry).sort());
  });

  it('shares the components with the main entry', () => {
    expect(browserEntry.MarkdownRenderer).toBe(serverEntry.MarkdownRenderer);
    expect(browserEntry.SiteProvider).toBe(serverEntry.SiteProvider);
  });

  it('replaces the server API with stand-ins that say where to use it', () => {
    expect(() => browserEntry.Inkwell.resolve).toThrow(
      'Inkwell is server-only: this is the browser build of @inkwell/cms. Use Inkwell in a route handler or a server component',
    );
    expect(() => browserEntry.InkwellAuth.providers).toThrow('InkwellAuth is server-only');
    expect(Object.prototype.toString.call(browserEntry.Inkwell)).toBe('[object Inkwell (server only)]');
  });
});
