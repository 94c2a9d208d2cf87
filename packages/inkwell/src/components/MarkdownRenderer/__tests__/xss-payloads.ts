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
