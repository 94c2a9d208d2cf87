// Used only when the faster bundler is off (INKWELL_DOCS_WEBPACK=true); SWC ignores it.
module.exports = {
  presets: [require.resolve('@docusaurus/core/lib/babel/preset')],
};
