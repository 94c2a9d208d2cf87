// @ts-check
// The security headers the site ships, in one place: each build writes the nginx include and
// vercel.json from here (write-headers.mjs), and the committed ones are checked against them.
import {createHash} from 'node:crypto';

/** Script types the browser executes; JSON-LD and other data blocks need no hash. */
const executableTypes = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * The bodies of the inline scripts in `html` a browser would run, exactly as written (a CSP
 * hash covers the exact characters).
 * @param {string} html
 */
export function inlineScripts(html) {
  /** @type {string[]} */
  const bodies = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(` ${attributes}`)?.[1]?.toLowerCase() ?? '';
    if (!executableTypes.has(type)) continue;
    bodies.push(match[2] ?? '');
  }
  return bodies;
}

/** @param {string} body */
export function sha256Source(body) {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/**
 * The hash sources of every inline script across `pages`, sorted and without duplicates, so
 * the written files only change when a script does.
 * @param {Iterable<string>} pages
 */
export function scriptHashSources(pages) {
  /** @type {Set<string>} */
  const sources = new Set();
  for (const html of pages) for (const body of inlineScripts(html)) sources.add(sha256Source(body));
  return [...sources].sort();
}

/**
 * The smallest policy the site works under (tests/gates/security.spec.ts):
 * - 'wasm-unsafe-eval': Pagefind runs its engine as WebAssembly, with no JavaScript fallback;
 *   it allows compiling WebAssembly only, never JavaScript `eval`;
 * - styles 'unsafe-inline': React and the theme write style attributes; a style runs no code;
 * - images data: for Infima's icons, blob: for the blog-post playground's uploads.
 * @param {string[]} scriptHashes
 */
export function contentSecurityPolicy(scriptHashes) {
  const directives = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", "'wasm-unsafe-eval'", ...scriptHashes]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${/** @type {string[]} */ (sources).join(' ')}`).join('; ');
}

/**
 * Every header the site sends on every response, 404s included.
 * @param {string[]} scriptHashes
 */
export function securityHeaders(scriptHashes) {
  return [
    {key: 'Content-Security-Policy', value: contentSecurityPolicy(scriptHashes)},
    // Two years with subdomains: the bar for the browsers' preload lists. Ignored over http.
    {key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains'},
    {key: 'X-Content-Type-Options', value: 'nosniff'},
    {key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin'},
    // Only features Chromium knows: an unknown one is logged as a console error.
    {key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'},
    // frame-ancestors for browsers that predate it.
    {key: 'X-Frame-Options', value: 'DENY'},
  ];
}

/** @param {Array<{key: string, value: string}>} headers */
export function nginxInclude(headers) {
  const lines = headers.map(({key, value}) => `add_header ${key} "${value.replaceAll('"', '\\"')}" always;`);
  return [
    '# Generated from src/plugins/securityHeaders/policy.mjs: `npm run build && npm run headers:update`; do not edit.',
    '# Included by inkwell-docs.conf in each location.',
    ...lines,
    '',
  ].join('\n');
}

/**
 * vercel.json with the headers in place of whatever `existing` had; other keys are kept.
 * @template {Record<string, unknown>} T
 * @param {T} existing
 * @param {Array<{key: string, value: string}>} headers
 * @returns {Omit<T, 'headers'> & {headers: Array<{source: string, headers: Array<{key: string, value: string}>}>}}
 */
export function vercelConfig(existing, headers) {
  return {
    ...existing,
    headers: [
      // Pages revalidate every time, so a deploy shows at once.
      {source: '/(.*)', headers: [...headers, {key: 'Cache-Control', value: 'no-cache'}]},
      // Hashed bundler output, cached for a year; listed later, so it wins over the catch-all's.
      {source: '/assets/(.*)', headers: [{key: 'Cache-Control', value: 'public, max-age=31536000, immutable'}]},
      // The docs pages' Markdown twins: text for readers' AI assistants, not search results.
      {
        source: '/(.*)\\.md',
        headers: [
          {key: 'Content-Type', value: 'text/markdown; charset=utf-8'},
          {key: 'X-Robots-Tag', value: 'noindex'},
        ],
      },
    ],
  };
}
