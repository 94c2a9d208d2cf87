import {describe, expect, it} from 'vitest';
import {routeOf, sectionOf} from './sections.mjs';

describe('routeOf', () => {
  it('maps built files to the clean URLs nginx and Vercel serve', () => {
    expect(routeOf('index.html')).toBe('/');
    expect(routeOf('docs/api/functions/InkwellRouter.html')).toBe('/docs/api/functions/InkwellRouter');
    expect(routeOf('docs/configuration/index.html')).toBe('/docs/configuration');
  });
});

describe('sectionOf', () => {
  it('puts the API reference, the guides and the site pages apart', () => {
    expect(sectionOf('/docs/api/functions/InkwellRouter')).toBe('API');
    expect(sectionOf('/docs/api')).toBe('API');
    expect(sectionOf('/docs/apis-explained')).toBe('Guides');
    expect(sectionOf('/docs/configuration/oauth/github')).toBe('Guides');
    expect(sectionOf('/providers')).toBe('Pages');
  });
});
