import {
  post,
  page,
  users,
  settings,
  markdown,
  usingInkwell,
  existing,
  newProject,
  prerequisites,
  configuration,
  dataStore,
  mongodb,
  dynamodb,
  mediaStorage,
  s3,
  cloudinary,
  oauth,
  github,
  google,
  microsoft,
  hostVercel,
  deploy,
  deployVercel,
  selfHosted,
} from './answerPages';

/**
 * Questions in readers' own words, written before the ranking was tuned on any of them, each
 * with the page that answers it. Unlike the older set (searchRelevance.ts), these were not
 * written from the docs' headings: they are the tasks, symptoms, paraphrases, single words and
 * misspellings an editor or a developer who has never seen the site types. They are split at
 * random, with a fixed seed, into a tuning half, the only questions the ranking may be tuned
 * on, and a held-out half, which measures whether the tuning generalises.
 */
export type ReaderQuestion = {
  query: string;
  page: string;
  /** Who asks it: someone who writes on the site, or the developer who runs it. */
  reader: 'editor' | 'developer';
  kind: 'task' | 'symptom' | 'paraphrase' | 'word' | 'misspelling' | 'identifier';
  /** The id of the heading that answers it, when one does; the result must link that section. */
  section?: string;
};

export const readerQuestions: readonly ReaderQuestion[] = [
  // Editors: what they set out to do, in their words.
  {reader: 'editor', kind: 'task', query: 'how do i write a new blog post', page: post},
  {reader: 'editor', kind: 'paraphrase', query: 'get rid of an old post', page: post},
  {reader: 'editor', kind: 'paraphrase', query: 'take a page off the site', page: page},
  {reader: 'editor', kind: 'paraphrase', query: 'change the name of my website', page: settings},
  {reader: 'editor', kind: 'task', query: 'edit the site description', page: settings},
  {reader: 'editor', kind: 'paraphrase', query: 'make my post live', page: post},
  {reader: 'editor', kind: 'task', query: 'save a post without publishing it', page: post},
  {reader: 'editor', kind: 'paraphrase', query: 'see my post before visitors do', page: post},
  {reader: 'editor', kind: 'paraphrase', query: 'insert a photo in my article', page: post},
  {reader: 'editor', kind: 'paraphrase', query: 'short summary shown in the post list', page: post},
  {reader: 'editor', kind: 'task', query: 'change the web address of a post', page: post},
  {reader: 'editor', kind: 'paraphrase', query: 'add a link to the navigation bar', page: page},
  {reader: 'editor', kind: 'paraphrase', query: 'rearrange the menu items', page: page},
  {reader: 'editor', kind: 'paraphrase', query: 'invite a coworker to edit the site', page: users},
  {reader: 'editor', kind: 'task', query: 'make someone an admin', page: users},
  {reader: 'editor', kind: 'paraphrase', query: 'revoke access for an editor', page: users},
  {reader: 'editor', kind: 'paraphrase', query: 'log someone out of all devices', page: users},
  {reader: 'editor', kind: 'paraphrase', query: 'what can an editor do that an admin cannot', page: users},
  {reader: 'editor', kind: 'task', query: 'cross out text', page: markdown},
  {reader: 'editor', kind: 'task', query: 'make text bold', page: markdown},
  {reader: 'editor', kind: 'task', query: 'put a table in a post', page: markdown},
  {reader: 'editor', kind: 'task', query: 'code snippet with colours', page: markdown},
  {reader: 'editor', kind: 'paraphrase', query: 'checkbox list', page: markdown},
  {reader: 'editor', kind: 'symptom', query: 'my script tag disappeared', page: markdown},
  {reader: 'editor', kind: 'paraphrase', query: 'how do i log in to edit', page: usingInkwell},
  {reader: 'editor', kind: 'symptom', query: 'site name too long', page: settings},
  {reader: 'editor', kind: 'symptom', query: 'picture upload refused', page: post},
  {reader: 'editor', kind: 'paraphrase', query: 'delete an account', page: users},
  {reader: 'editor', kind: 'paraphrase', query: 'who is allowed to sign in', page: users},
  {reader: 'editor', kind: 'paraphrase', query: 'make a new page for my site', page: page},
  // Editors: one word, and typing slips.
  {reader: 'editor', kind: 'word', query: 'strikethrough', page: markdown},
  {reader: 'editor', kind: 'word', query: 'permissions', page: users},
  {reader: 'editor', kind: 'word', query: 'drafts', page: post},
  {reader: 'editor', kind: 'word', query: 'settings', page: settings},
  {reader: 'editor', kind: 'word', query: 'footnote', page: markdown},
  {reader: 'editor', kind: 'word', query: 'headings', page: markdown},
  {reader: 'editor', kind: 'misspelling', query: 'publsh a post', page: post},
  {reader: 'editor', kind: 'misspelling', query: 'footnots', page: markdown},
  {reader: 'editor', kind: 'misspelling', query: 'chnage a role', page: users},
  {reader: 'editor', kind: 'misspelling', query: 'strikthrough', page: markdown},
  // Developers: setting it up.
  {reader: 'developer', kind: 'task', query: 'install inkwell in my next app', page: existing},
  {reader: 'developer', kind: 'task', query: 'start a fresh nextjs project with inkwell', page: newProject},
  {reader: 'developer', kind: 'paraphrase', query: 'what do i need before i start', page: prerequisites},
  {reader: 'developer', kind: 'paraphrase', query: 'minimum nodejs version', page: prerequisites},
  {reader: 'developer', kind: 'symptom', query: 'does it work with the pages router', page: prerequisites},
  {reader: 'developer', kind: 'task', query: 'add the route handlers to my app', page: existing},
  {reader: 'developer', kind: 'task', query: 'next.js 15', page: newProject},
  {reader: 'developer', kind: 'paraphrase', query: 'list of environment variables', page: configuration},
  {reader: 'developer', kind: 'identifier', query: 'INKWELL_SECRET', page: configuration},
  {reader: 'developer', kind: 'paraphrase', query: 'how long must the session secret be', page: configuration},
  {reader: 'developer', kind: 'paraphrase', query: 'mongo connection string', page: mongodb},
  {reader: 'developer', kind: 'task', query: 'use mongodb atlas', page: mongodb},
  {reader: 'developer', kind: 'task', query: 'develop against dynamodb on my laptop', page: dynamodb},
  {reader: 'developer', kind: 'paraphrase', query: 'which database should i pick', page: dataStore},
  {reader: 'developer', kind: 'paraphrase', query: 'keep content in a json file', page: dataStore},
  {reader: 'developer', kind: 'paraphrase', query: 'store pictures on aws', page: s3},
  {reader: 'developer', kind: 'task', query: 'cloudinary api key', page: cloudinary},
  {reader: 'developer', kind: 'paraphrase', query: 'where are uploaded images kept', page: mediaStorage},
  {reader: 'developer', kind: 'task', query: 'let people log in with github', page: github},
  {reader: 'developer', kind: 'task', query: 'google login setup', page: google},
  {reader: 'developer', kind: 'paraphrase', query: 'sign in with outlook accounts', page: microsoft},
  {reader: 'developer', kind: 'word', query: 'azure', page: microsoft},
  {reader: 'developer', kind: 'paraphrase', query: 'which login provider should i use', page: oauth},
  {reader: 'developer', kind: 'symptom', query: 'the sign in button is not showing', page: oauth},
  {reader: 'developer', kind: 'paraphrase', query: 'deploy on vercel', page: deployVercel},
  {reader: 'developer', kind: 'paraphrase', query: 'run it on my own vps', page: selfHosted},
  {reader: 'developer', kind: 'task', query: 'nginx config for inkwell', page: selfHosted},
  {reader: 'developer', kind: 'task', query: 'get an https certificate', page: selfHosted},
  {reader: 'developer', kind: 'task', query: 'use my own domain name on vercel', page: deployVercel},
  {reader: 'developer', kind: 'symptom', query: '502 bad gateway', page: selfHosted},
  {reader: 'developer', kind: 'symptom', query: 'logged in but still logged out', page: selfHosted},
  {reader: 'developer', kind: 'paraphrase', query: 'INKWELL_URL for preview deployments on vercel', page: hostVercel},
  {reader: 'developer', kind: 'paraphrase', query: 'vercel or my own server', page: deploy},
  {reader: 'developer', kind: 'task', query: 'get all posts programmatically', page: post},
  {reader: 'developer', kind: 'task', query: 'create pages from code', page: page},
  {reader: 'developer', kind: 'task', query: 'manage users from my code', page: users},
  {reader: 'developer', kind: 'task', query: 'render markdown in my own component', page: markdown},
  {reader: 'developer', kind: 'word', query: 'certbot', page: selfHosted},
  {reader: 'developer', kind: 'word', query: 'systemd', page: selfHosted},
  // Developers: the API by name.
  {reader: 'developer', kind: 'identifier', query: 'SiteProvider', page: '/docs/api/functions/SiteProvider'},
  {reader: 'developer', kind: 'identifier', query: 'Navigation component', page: '/docs/api/functions/Navigation'},
  {reader: 'developer', kind: 'identifier', query: 'PageRenderer', page: '/docs/api/functions/PageRenderer'},
  {reader: 'developer', kind: 'identifier', query: 'ResolveOptions', page: '/docs/api/interfaces/ResolveOptions'},
  {reader: 'developer', kind: 'identifier', query: 'DraftOptions', page: '/docs/api/interfaces/DraftOptions'},
  {reader: 'developer', kind: 'identifier', query: 'SiteSettings', page: '/docs/api/interfaces/SiteSettings'},
  // Developers: typing slips.
  {reader: 'developer', kind: 'misspelling', query: 'dynamdb', page: dynamodb},
  {reader: 'developer', kind: 'misspelling', query: 'cloudinery', page: cloudinary},
  {reader: 'developer', kind: 'misspelling', query: 'mongdb atlas', page: mongodb},
  {reader: 'developer', kind: 'misspelling', query: 'micorsoft sign in', page: microsoft},
  {reader: 'developer', kind: 'misspelling', query: 'sytemd service', page: selfHosted},
  // Anyone: about the product.
  {reader: 'editor', kind: 'paraphrase', query: 'can i schedule posts', page: '/intro'},
  {reader: 'editor', kind: 'paraphrase', query: 'is there version history', page: '/intro'},
  {reader: 'editor', kind: 'paraphrase', query: 'does it work with a screen reader', page: '/accessibility'},
];

/** The seed of the split: fixed, so both halves stay the same from run to run. */
export const splitSeed = 41;

/**
 * `items` shuffled by a seeded pseudo-random generator (mulberry32, a standard 32-bit one),
 * then cut in two.
 * @param items what to split
 * @param seed the generator's seed
 * @returns the first half and the second
 * @example const [tuning, heldOut] = splitInHalves(questions, 41)
 */
export function splitInHalves<T>(items: readonly T[], seed: number): [T[], T[]] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const shuffled = [...items];
  for (let index = shuffled.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [shuffled[index], shuffled[other]] = [shuffled[other], shuffled[index]];
  }
  const half = Math.ceil(shuffled.length / 2);
  return [shuffled.slice(0, half), shuffled.slice(half)];
}

/** The questions the ranking may be tuned on, and the ones kept out of its tuning. */
export const [tuningQuestions, heldOutQuestions] = splitInHalves(readerQuestions, splitSeed);
