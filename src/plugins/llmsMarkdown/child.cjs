// Runs writeTwins (twins.ts) in a process of its own, for index.ts: converting every page
// to Markdown parses them all, and in the Docusaurus process that memory came on top of the
// build's peak. jiti, the TypeScript loader Docusaurus loads its config with, loads it.
//   node child.cjs <job.json>
const {readFileSync} = require('node:fs');
const jiti = require('jiti')(__filename);

const [jobFile] = process.argv.slice(2);
if (!jobFile) throw new Error('usage: node child.cjs <job.json>');
/** @type {{writeTwins: (job: unknown) => Promise<number>}} */
const {writeTwins} = jiti('./twins.ts');
writeTwins(JSON.parse(readFileSync(jobFile, 'utf8'))).then(
  (pages) => console.log(`[llms] llms-full.txt: ${pages} pages in sidebar order`),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
