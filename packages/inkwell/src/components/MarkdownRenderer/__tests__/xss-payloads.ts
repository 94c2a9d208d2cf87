/**
 * Script-injection attempts {@link MarkdownRenderer} must neutralise, exported so the list can
 * be reported (and reused by other suites, such as an end-to-end test of a rendered post).
 *
 * Each entry is Markdown a writer could type. Sources: the OWASP XSS filter evasion cheat
 * sheet, PortSwigger's XSS cheat sheet, known mutation-XSS (mXSS) vectors, and
 * Markdown-specific link and image forms.
 *
 * @module
 */

/** One injection attempt. */
export interface XssPayload {
  /** Short description, used as the test name. */
  name: string;
  /** The Markdown source. */
  markdown: string;
}

export const XSS_PAYLOADS: readonly XssPayload[] = [
  {name: 'script element', markdown: '<script>alert(1)</script>'},
  {name: 'img onerror', markdown: '<img src=x onerror=alert(1)>'},
  {name: 'Markdown link to javascript:', markdown: '[x](javascript:alert(1))'},
  {name: 'HTML link to javascript:', markdown: '<a href="javascript:alert(1)">x</a>'},
  {name: 'svg onload', markdown: '<svg onload=alert(1)>'},
  {name: 'iframe with javascript: src', markdown: '<iframe src=javascript:alert(1)>'},
  {name: 'details ontoggle', markdown: '<details open ontoggle=alert(1)><summary>s</summary>x</details>'},
  {name: 'mixed-case javascript: scheme', markdown: '[x](JaVaScRiPt:alert(1))'},
  {name: 'entity-encoded javascript: in href', markdown: '<a href="&#106;avascript:alert(1)">x</a>'},
  {name: 'Markdown image with javascript: src', markdown: '![x](javascript:alert(1))'},
  {name: 'form action javascript:', markdown: '<form action=javascript:alert(1)><button>go</button></form>'},
  {
    name: 'mXSS: math/mglyph/style namespace confusion',
    markdown: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  },
  {name: 'object data javascript:', markdown: '<object data=javascript:alert(1)>'},
  {name: 'body onload', markdown: '<body onload=alert(1)>'},
  {name: 'style @import javascript:', markdown: "<style>@import 'javascript:alert(1)'</style>"},
  {
    name: 'Markdown link to data:text/html',
    markdown: '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  },
  {name: 'HTML link to data:text/html', markdown: '<a href="data:text/html,<script>alert(1)</script>">x</a>'},
  {name: 'tab entity inside the scheme', markdown: '<a href="java&#x09;script:alert(1)">x</a>'},
  {name: 'newline entity inside the scheme', markdown: '<a href="jav&#x0A;ascript:alert(1)">x</a>'},
  {name: 'leading space and control character', markdown: '<a href=" &#x01;javascript:alert(1)">x</a>'},
  {name: 'no-break space before the scheme', markdown: '<a href="&#xA0;javascript:alert(document.domain)">x</a>'},
  {name: 'line separator before the scheme', markdown: '<a href="&#x2028;javascript:alert(1)">x</a>'},
  {name: 'ideographic space before the scheme', markdown: '<a href="&#x3000;javascript:alert(1)">x</a>'},
  {name: 'byte order mark before the scheme', markdown: '<a href="&#xFEFF;javascript:alert(1)">x</a>'},
  {name: 'Ogham space mark before the scheme', markdown: '<a href="&#x1680;javascript:alert(1)">x</a>'},
  {name: 'no-break space before the scheme in q cite', markdown: '<q cite="&#xA0;javascript:alert(1)">x</q>'},
  {name: 'vbscript: scheme', markdown: '<a href="vbscript:msgbox(1)">x</a>'},
  {name: 'entity-encoded scheme in a Markdown link', markdown: '[x](&#x6A;avascript:alert(1))'},
  {name: 'reference-style link to javascript:', markdown: '[x][evil]\n\n[evil]: javascript:alert(1)'},
  {name: 'autolink with javascript: scheme', markdown: '<javascript:alert(1)>'},
  {name: 'embed src', markdown: '<embed src=javascript:alert(1)>'},
  {name: 'img with data:image/svg+xml', markdown: '<img src="data:image/svg+xml,<svg onload=alert(1)>">'},
  {
    name: 'img srcset with javascript:',
    markdown: '<img srcset="javascript:alert(1) 1x" src="https://example.com/a.png">',
  },
  {name: 'style attribute with url(javascript:)', markdown: '<div style="background:url(javascript:alert(1))">x</div>'},
  {name: 'input autofocus onfocus', markdown: '<input autofocus onfocus=alert(1)>'},
  {name: 'onclick on an allowed element', markdown: '<a href="#" onclick="alert(1)">x</a>'},
  {name: 'base href javascript:', markdown: '<base href="javascript:alert(1)//">'},
  {name: 'meta refresh to javascript:', markdown: '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'},
  {name: 'link stylesheet javascript:', markdown: '<link rel=stylesheet href=javascript:alert(1)>'},
  {name: 'button formaction', markdown: '<button formaction=javascript:alert(1)>x</button>'},
  {name: 'video source onerror', markdown: '<video><source onerror=alert(1)></video>'},
  {
    name: 'mXSS: noscript attribute breakout',
    markdown: '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  },
  {name: 'svg xlink:href javascript:', markdown: '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>'},
  {name: 'iframe srcdoc', markdown: '<iframe srcdoc="<script>alert(1)</script>"></iframe>'},
  {name: 'img src scheme trick with eval', markdown: '<img src=x:alert(alt) onerror=eval(src) alt=0>'},
  {name: 'script inside a table cell', markdown: '| a |\n|---|\n| <script>alert(1)</script> |'},
  {name: 'event handler in a task list item', markdown: '- [ ] <span onmouseover=alert(1)>hover</span>'},
  {name: 'footnote with a javascript: link', markdown: 'x[^1]\n\n[^1]: [y](javascript:alert(1))'},
  {name: 'template element hiding a script', markdown: '<template><script>alert(1)</script></template>'},
  {name: 'textarea breakout', markdown: '<textarea></textarea><img src=x onerror=alert(1)>'},
  {name: 'uppercase event handler', markdown: '<IMG SRC=x ONERROR=alert(1)>'},
];

/** URLs that run script, or load a document or image that could, each as a browser reads it. */
const SCRIPT_URLS: readonly string[] = [
  'javascript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'livescript:alert(1)',
];

/** Ways to write a URL's scheme that a browser still reads as that scheme. */
const SCHEME_DISGUISES: ReadonlyArray<{name: string; apply: (url: string) => string}> = [
  {name: 'as is', apply: (url) => url},
  {name: 'upper case', apply: (url) => url.replace(/^[a-z]+:/, (scheme) => scheme.toUpperCase())},
  {
    name: 'mixed case',
    apply: (url) =>
      url.replace(/^[a-z]+:/, (scheme) => [...scheme].map((c, i) => (i % 2 ? c.toUpperCase() : c)).join('')),
  },
  {name: 'decimal entity', apply: (url) => `&#${url.charCodeAt(0)};${url.slice(1)}`},
  {name: 'zero-padded hex entity', apply: (url) => `&#x000${url.charCodeAt(0).toString(16)};${url.slice(1)}`},
  {name: 'colon as &colon;', apply: (url) => url.replace(':', '&colon;')},
  {name: 'colon as &#58;', apply: (url) => url.replace(':', '&#58;')},
  {name: 'tab entity in the scheme', apply: (url) => `${url.slice(0, 2)}&#x09;${url.slice(2)}`},
  {name: 'newline entity in the scheme', apply: (url) => `${url.slice(0, 3)}&#10;${url.slice(3)}`},
  {name: 'leading space and control character', apply: (url) => ` &#x01;${url}`},
  {name: 'leading no-break space', apply: (url) => `&#xA0;${url}`},
  {name: 'leading line separator', apply: (url) => `&#x2028;${url}`},
  {name: 'leading ideographic space', apply: (url) => `&#x3000;${url}`},
  {name: 'leading byte order mark', apply: (url) => `&#xFEFF;${url}`},
  {name: 'leading Ogham space mark', apply: (url) => `&#x1680;${url}`},
  {name: 'leading Mongolian vowel separator', apply: (url) => `&#x180E;${url}`},
  {name: 'zero-width space in the scheme', apply: (url) => `${url.slice(0, 2)}&#x200B;${url.slice(2)}`},
  {
    name: 'every scheme letter as an entity',
    apply: (url) =>
      url.replace(/^[a-z]+/, (scheme) => [...scheme].map((c) => `&#x${c.charCodeAt(0).toString(16)};`).join('')),
  },
];

const IMAGE = 'https://example.com/a.png';

/** Where a writer can put a URL: raw HTML attributes (srcset above all) and Markdown. */
const URL_CONTEXTS: ReadonlyArray<{name: string; markdown: (url: string) => string}> = [
  {name: 'a href', markdown: (url) => `<a href="${url}">x</a>`},
  {name: 'a href in single quotes', markdown: (url) => `<a href='${url}'>x</a>`},
  {name: 'img src', markdown: (url) => `<img src="${url}" alt="">`},
  {name: 'img srcset', markdown: (url) => `<img srcset="${url}" alt="">`},
  {name: 'img srcset with a density', markdown: (url) => `<img src="${IMAGE}" srcset="${url} 1x" alt="">`},
  {
    name: 'img srcset, second candidate',
    markdown: (url) => `<img src="${IMAGE}" srcset="${IMAGE} 1x, ${url} 2x" alt="">`,
  },
  {
    name: 'picture source srcset',
    markdown: (url) => `<picture><source srcset="${url}"><img src="${IMAGE}" alt=""></picture>`,
  },
  {
    name: 'picture source srcset with a width',
    markdown: (url) => `<picture><source srcset="${url} 100w" sizes="50vw"><img src="${IMAGE}" alt=""></picture>`,
  },
  {
    name: 'picture source srcset, second candidate',
    markdown: (url) => `<picture><source srcset="${IMAGE} 1x, ${url} 2x"><img src="${IMAGE}" alt=""></picture>`,
  },
  {name: 'bare source srcset', markdown: (url) => `<source srcset="${url}">`},
  {name: 'img longdesc', markdown: (url) => `<img src="${IMAGE}" longdesc="${url}" alt="">`},
  {name: 'blockquote cite', markdown: (url) => `<blockquote cite="${url}">q</blockquote>`},
  {name: 'q cite', markdown: (url) => `<q cite="${url}">q</q>`},
  {name: 'del and ins cite', markdown: (url) => `<del cite="${url}">a</del><ins cite="${url}">b</ins>`},
  {name: 'Markdown link', markdown: (url) => `[x](<${url}>)`},
  {name: 'Markdown image', markdown: (url) => `![x](<${url}>)`},
  {name: 'reference link', markdown: (url) => `[x][r]\n\n[r]: <${url}>`},
  {name: 'reference image', markdown: (url) => `![x][r]\n\n[r]: <${url}>`},
];

/**
 * Every script URL in every disguise in every context: the systematic part of the suite,
 * {@link SCRIPT_URLS} × {@link SCHEME_DISGUISES} × {@link URL_CONTEXTS}.
 */
export const GENERATED_XSS_PAYLOADS: readonly XssPayload[] = URL_CONTEXTS.flatMap((context) =>
  SCHEME_DISGUISES.flatMap((disguise) =>
    SCRIPT_URLS.map((url) => ({
      name: `${context.name}, ${disguise.name}: ${url.slice(0, 20)}`,
      markdown: context.markdown(disguise.apply(url)),
    })),
  ),
);
