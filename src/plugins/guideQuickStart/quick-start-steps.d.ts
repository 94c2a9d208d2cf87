// The data file the plugin writes and aliases for the bundler (index.ts, QUICK_START_MODULE).
declare module '@inkwell/quick-start-steps' {
  /** The guide's command that makes the app, then the one that installs Inkwell. */
  const commands: string[];
  export default commands;
}
