// Used only when the faster bundler is off (INKWELL_DOCS_WEBPACK=true); SWC ignores it.
export default {
  presets: ['@docusaurus/core/lib/babel/preset'],
};
