import {MarkdownRenderer} from '@inkwell/cms';
import type React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';

import {RENDERED_MARKDOWN_CHARS} from './index.js';

// Each test renders sources a quarter of the whole budget long, several times: about a second
// each on a busy 2-core machine, past the default 5 s.
vi.setConfig({testTimeout: 30_000});

/** What the Markdown pipeline made for one render: the child of the wrapping `div`. */
function pipelineOutput(markdown: string): unknown {
  const element = MarkdownRenderer({markdown}) as React.ReactElement<{children: unknown}>;
  return element.props.children;
}

/** A source of about `chars` characters, distinct for each `label`. */
function source(label: string, chars: number): string {
  return `## ${label}\n\n${'Words of a post. '.repeat(Math.ceil(chars / 17))}`;
}

describe('MarkdownRenderer: each source renders once', () => {
  it('hands the same rendering to every page that shows the same source, and a new one for new source', () => {
    const markdown = source('Shown twice', 500);
    const first = pipelineOutput(markdown);
    expect(pipelineOutput(markdown)).toBe(first);
    expect(renderToStaticMarkup(<MarkdownRenderer markdown={markdown} className="again" />)).toContain(
      '<h2 id="shown-twice">',
    );
    expect(pipelineOutput(`${markdown}\n\nEdited.`)).not.toBe(first);
  });

  it('keeps at most its budget of source characters, dropping the least recently shown first', () => {
    const chars = Math.ceil(RENDERED_MARKDOWN_CHARS / 4);
    const oldest = source('Oldest', chars);
    const shownAgain = source('Shown again', chars);
    const oldestOutput = pipelineOutput(oldest);
    const shownAgainOutput = pipelineOutput(shownAgain);
    for (const label of ['Third', 'Fourth']) pipelineOutput(source(label, chars));
    // Shown again just before the budget runs out, so it outlives the older entry.
    expect(pipelineOutput(shownAgain)).toBe(shownAgainOutput);
    pipelineOutput(source('Fifth', chars));
    expect(pipelineOutput(shownAgain)).toBe(shownAgainOutput);
    expect(pipelineOutput(oldest)).not.toBe(oldestOutput);
  });

  it('keeps no source longer than the whole budget', () => {
    const long = source('Too long to keep', RENDERED_MARKDOWN_CHARS + 100);
    expect(pipelineOutput(long)).not.toBe(pipelineOutput(long));
  });
});
