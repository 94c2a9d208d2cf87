// Ejected (the theme rates this eject safe, and meant to be ejected) so the browser bundle can
// leave it out: the theme runs it from a client module on every page, which would put Prism
// and these languages in the main bundle. The code block's highlighter (../client/
// HighlightedLines.tsx) runs it instead, with the first block it highlights; this plugin
// (index.ts) swaps the client module's copy for a no-op. The body is the theme's, less the
// branch for php, which is not among `prism.additionalLanguages`.
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
