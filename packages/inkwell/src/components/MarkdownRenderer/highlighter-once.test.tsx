import {MarkdownRenderer} from '@inkwell/cms';
import {renderToStaticMarkup} from 'react-dom/server';
import rehypeHighlight from 'rehype-highlight';

// Counts how often the highlighter is set up: each set-up registers every language it knows.
vi.mock('rehype-highlight', async (importOriginal) => {
  const original = await importOriginal<typeof import('rehype-highlight')>();
  return {default: vi.fn(original.default)};
});

describe('MarkdownRenderer: code highlighting', () => {
  it('sets up the highlighter once, not on every render', () => {
    const setUpsBefore = vi.mocked(rehypeHighlight).mock.calls.length;
    for (const language of ['js', 'ts', 'css']) {
      const html = renderToStaticMarkup(<MarkdownRenderer markdown={`\`\`\`${language}\nconst ink = 1;\n\`\`\``} />);
      expect(html).toContain(`hljs language-${language}`);
    }
    expect(vi.mocked(rehypeHighlight).mock.calls.length - setUpsBefore).toBe(0);
  });
});
