// The data file the plugin writes and aliases for the bundler (index.ts, QUICK_START_MODULE).
declare module '@inkwell/quick-start-steps' {
  import type {QuickStartSteps} from '@site/src/plugins/guideQuickStart';

  const steps: QuickStartSteps;
  export default steps;
}
