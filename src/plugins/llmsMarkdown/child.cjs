// Runs writeTwins (twins.ts) in a process of its own, for index.ts: converting every page
// to Markdown parses them all, and in the Docusaurus process that memory came on top of the
// build's peak. The process starts with the build and loads its modules then; the job
// (the build's routes and config) comes in postBuild. jiti, the TypeScript loader
// Docusaurus loads its config with, loads twins.ts.
const jiti = require('jiti')(__filename);
const {whenJob} = require('../childJob.cjs');

/** @type {{writeTwins: (job: unknown) => Promise<number>}} */
const {writeTwins} = jiti('./twins.ts');
whenJob(async (job) => {
  const pages = await writeTwins(job);
  console.log(`[llms] llms-full.txt: ${pages} pages in sidebar order`);
});
