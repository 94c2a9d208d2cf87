import {describe, expect, it} from 'vitest';
import {buildReportUrl, MAX_REPORTED_MESSAGE_LENGTH} from './reportUrl';

describe('buildReportUrl', () => {
  it('points at the repository issue form with the page and error filled in', () => {
    const url = new URL(
      buildReportUrl('https://github.com/inkwell-cms/inkwell/', 'https://docs.example/docs/intro?x=1#a', 'Boom'),
    );
    expect(url.origin + url.pathname).toBe('https://github.com/inkwell-cms/inkwell/issues/new');
    expect(url.searchParams.get('title')).toBe('Docs page crashed: /docs/intro');
    expect(url.searchParams.get('body')).toContain('https://docs.example/docs/intro?x=1#a');
    expect(url.searchParams.get('body')).toContain('Boom');
  });

  it('cuts very long messages so the link stays usable', () => {
    const url = new URL(buildReportUrl('https://github.com/o/r', 'https://d.example/', 'x'.repeat(5000)));
    const body = url.searchParams.get('body') ?? '';
    expect(body).toContain('x'.repeat(MAX_REPORTED_MESSAGE_LENGTH) + '…');
    expect(body).not.toContain('x'.repeat(MAX_REPORTED_MESSAGE_LENGTH + 1));
  });
});
