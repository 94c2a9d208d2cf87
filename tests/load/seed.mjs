// @ts-check
// Seeds the load bench's content through the library's own API, as the app's code would: copied
// into the guide's app and run there with `node`, so `@inkwell/cms` is the app's packed copy and
// the store is the one the environment names (the file store or DynamoDB).
//   node bench-seed.mjs <posts to add> <editor email> <posts created at once>
// The first run also sets the site up, adds the editor as an admin and publishes the page
// `/about`. Prints one JSON line: the slug of a post to read and how many posts there are.
import {Inkwell} from '@inkwell/cms';

const [countArg = '0', email = 'ada@example.com', roundArg = '250'] = process.argv.slice(2);
const count = Number(countArg);
if (!Number.isInteger(count) || count < 0) throw new Error(`Posts to add must be a whole number, not ${countArg}`);

if (await Inkwell.site.needsSetup()) {
  await Inkwell.site.setup({name: 'Bench site', description: 'Posts written by the load bench.'});
}
const editor = (await Inkwell.users.getByEmail(email)) ?? (await Inkwell.users.add({email, role: 'admin'}));
if (!(await Inkwell.pages.getBySlug('about'))) {
  await Inkwell.pages.create({
    title: 'About',
    slug: 'about',
    body: '## Who we are\n\nA site that the load bench fills with posts.\n',
    status: 'published',
    showInNav: true,
  });
}

/**
 * A post of a typical length: a few paragraphs, a list and a code block.
 * @param {number} index
 */
function body(index) {
  const paragraph =
    `Post ${index} of the load bench. Inkwell keeps its posts in the store the environment names, ` +
    'and visitors read them from the cache until a save changes them.';
  return [
    `## Section one\n\n${paragraph}`,
    '- one point\n- another point\n- a last point',
    `## Section two\n\n${paragraph} ${paragraph}`,
    '```ts\nconst answer = 42;\n```',
  ].join('\n\n');
}

const existing = (await Inkwell.posts.list({pageSize: 1, includeDrafts: true})).total;
// Creates in rounds: the file store saves each round's posts in one write, and DynamoDB takes
// them as concurrent requests (fewer at once, so none waits past the SDK's connection timeout).
const round = Number(roundArg);
for (let start = 0; start < count; start += round) {
  const size = Math.min(round, count - start);
  await Promise.all(
    Array.from({length: size}, (_, offset) => {
      const index = existing + start + offset + 1;
      return Inkwell.posts.create(
        {title: `Bench post ${index}`, slug: `bench-post-${index}`, body: body(index), status: 'published'},
        {author: editor.id},
      );
    }),
  );
}
const total = (await Inkwell.posts.list({pageSize: 1, includeDrafts: true})).total;
console.log(JSON.stringify({total, editorId: editor.id, postSlug: `bench-post-${Math.ceil(total / 2)}`}));
process.exit(0);
