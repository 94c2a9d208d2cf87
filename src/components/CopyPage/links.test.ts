import {describe, expect, it} from 'vitest';
import {chatGptUrl, claudeUrl, markdownTwinPath} from './links';

describe('markdownTwinPath', () => {
  it('puts .md after the clean URL', () => {
    expect(markdownTwinPath('/docs/configuration/oauth/github')).toBe('/docs/configuration/oauth/github.md');
    expect(markdownTwinPath('/docs/intro/')).toBe('/docs/intro.md');
  });
});

describe('assistant links', () => {
  it('carry the page URL in the prompt', () => {
    const page = 'https://inkwell-cms.github.io/docs/intro';
    expect(new URL(chatGptUrl(page)).searchParams.get('q')).toContain(page);
    expect(new URL(claudeUrl(page)).origin).toBe('https://claude.ai');
    expect(new URL(claudeUrl(page)).searchParams.get('q')).toContain(page);
  });
});
