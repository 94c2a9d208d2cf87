// The theme's, less its php branch. Ejected so the browser's main bundle leaves Prism out: the
// highlighter (../client/HighlightedLines.tsx) runs it with the first block it highlights.
import siteConfig from '@generated/docusaurus.config';
import type * as PrismNamespace from 'prismjs';

export default function prismIncludeLanguages(PrismObject: typeof PrismNamespace): void {
  const {
    themeConfig: {prism},
  } = siteConfig;
  const {additionalLanguages} = prism as {additionalLanguages: string[]};

  // Prism's language components extend the Prism on the window, while prism-react-renderer
  // has its own instance: mount it there while they load, then take it off again.
  const PrismBefore = globalThis.Prism;
  globalThis.Prism = PrismObject;

  additionalLanguages.forEach((lang) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the theme's ContextReplacementPlugin bundles exactly these
    require(`prismjs/components/prism-${lang}`);
  });

  delete (globalThis as {Prism?: typeof PrismNamespace}).Prism;
  if (typeof PrismBefore !== 'undefined') {
    globalThis.Prism = PrismObject;
  }
}
