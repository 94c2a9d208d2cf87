import {createHash} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {
  contentSecurityPolicy,
  inlineScripts,
  nginxInclude,
  scriptHashSources,
  securityHeaders,
  sha256Source,
  vercelConfig,
} from './policy.mjs';

const page = `<!doctype html><html><head>
<script data-rh=true>document.addEventListener("DOMContentLoaded",()=>{})</script>
<script src=/assets/js/main.1234abcd.js defer></script>
<script type="application/ld+json">{"@context":"https://schema.org"}</script>
</head><body><script>!function(){var t="light"}()</script>
<script type="module">import "./x.js"</script></body></html>`;

describe('inlineScripts', () => {
  it('returns the exact bodies of inline scripts a browser runs, not sources or data blocks', () => {
    expect(inlineScripts(page)).toEqual([
      'document.addEventListener("DOMContentLoaded",()=>{})',
      '!function(){var t="light"}()',
      'import "./x.js"',
    ]);
  });
});

describe('sha256Source', () => {
  it('is the CSP hash source of the exact text', () => {
    const body = '!function(){var t="light"}()';
    expect(sha256Source(body)).toBe(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    // A known vector: the empty script.
    expect(sha256Source('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });
});

describe('scriptHashSources', () => {
  it('merges pages, without duplicates, in a stable order', () => {
    const hashes = scriptHashSources([page, page, '<script>a()</script>']);
    expect(hashes).toHaveLength(4);
    expect([...hashes].sort()).toEqual(hashes);
  });
});

describe('contentSecurityPolicy', () => {
  it("allows scripts only from 'self' and the hashes, WebAssembly for search, never 'unsafe-inline' or 'unsafe-eval'", () => {
    const policy = contentSecurityPolicy(["'sha256-abc='"]);
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe("script-src 'self' 'wasm-unsafe-eval' 'sha256-abc='");
    expect(policy).not.toContain("'unsafe-eval'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
  });
});

describe('the written configs', () => {
  const headers = securityHeaders(["'sha256-abc='"]);
  it('has every header for nginx, each with always so 404s carry it', () => {
    const include = nginxInclude(headers);
    for (const name of [
      'Content-Security-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
    ]) {
      expect(include).toMatch(new RegExp(`^add_header ${name} ".+" always;$`, 'm'));
    }
  });
  it('keeps the rest of vercel.json and caches only /assets/ for a year', () => {
    const config = vercelConfig({cleanUrls: true, trailingSlash: false, headers: ['old']}, headers);
    expect(config.cleanUrls).toBe(true);
    expect(config.trailingSlash).toBe(false);
    expect(config.headers).toHaveLength(3);
    expect(config.headers[2]?.headers).toContainEqual({key: 'Content-Type', value: 'text/markdown; charset=utf-8'});
    expect(config.headers[1]).toEqual({
      source: '/assets/(.*)',
      headers: [{key: 'Cache-Control', value: 'public, max-age=31536000, immutable'}],
    });
  });
});
