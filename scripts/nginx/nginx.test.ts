import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import nginx from './nginx.cjs';

const template = readFileSync(join(__dirname, '..', '..', 'deploy', 'nginx', 'inkwell-docs.conf'), 'utf8');
const values = {listen: '127.0.0.1:8080', siteRoot: '/srv/docs', nginxDir: '/etc/nginx/inkwell'};

describe('the shipped nginx server block', () => {
  it('serves the build brotli copies when the module is there, and drops only that line when it is not', () => {
    const withBrotli = nginx.renderServerBlock(template, values);
    expect(withBrotli).toMatch(/^\s*brotli_static on;$/m);
    expect(withBrotli).toMatch(/^\s*gzip_static on;$/m);
    const without = nginx.renderServerBlock(template, {...values, brotli: false});
    expect(without).not.toMatch(/^\s*brotli_static/m);
    expect(without).toMatch(/^\s*gzip_static on;$/m);
    expect(without.split('\n')).toHaveLength(withBrotli.split('\n').length - 1);
  });
});
