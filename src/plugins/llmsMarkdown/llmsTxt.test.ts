import {describe, expect, it} from 'vitest';
import {llmsTxt} from './llmsTxt';

describe('llmsTxt', () => {
  it('writes the llmstxt.org shape: H1, summary quote, H2 sections of described links', () => {
    const page = (label: string, description = '') => ({label, url: `https://x/${label}.md`, description});
    expect(
      llmsTxt({title: 'Inkwell', summary: 'A small CMS.'}, [
        {label: 'Getting started', pages: [page('Prerequisites', 'What you need.'), page('Setup [beta]')]},
        {label: 'Empty', pages: []},
        {label: 'Optional', pages: [page('Accessibility', 'How it is tested.')]},
      ]),
    ).toBe(
      [
        '# Inkwell',
        '',
        '> A small CMS.',
        '',
        '## Getting started',
        '',
        '- [Prerequisites](https://x/Prerequisites.md): What you need.',
        '- [Setup \\[beta\\]](https://x/Setup [beta].md)',
        '',
        '## Optional',
        '',
        '- [Accessibility](https://x/Accessibility.md): How it is tested.',
        '',
      ].join('\n'),
    );
  });
});
