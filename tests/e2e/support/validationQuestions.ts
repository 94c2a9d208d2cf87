import type {ReaderQuestion} from './readerQuestions';
import {
  post,
  page,
  users,
  media,
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
  s3,
  cloudinary,
  oauth,
  github,
  google,
  microsoft,
  deploy,
  deployVercel,
  selfHosted,
} from './answerPages';

/**
 * A third set of questions in readers' own words, written blind: from the sidebar and the
 * pages' text, in one session, before that session ran a single search, and committed before
 * it did (see the commit that adds this file). The ranking is tuned on them with the tuning
 * half of readerQuestions.ts; its held-out half stays the unseen measure.
 */
export const validationQuestions: readonly ReaderQuestion[] = [
  // Editors: tasks.
  {reader: 'editor', kind: 'task', query: 'make my article visible to everyone', page: post},
  {reader: 'editor', kind: 'task', query: 'take a page offline without deleting it', page: page},
  {reader: 'editor', kind: 'task', query: 'change the order of links in the menu', page: page},
  {reader: 'editor', kind: 'task', query: 'make the about page my homepage', page: page},
  {reader: 'editor', kind: 'task', query: 'make someone an admin', page: users},
  {reader: 'editor', kind: 'task', query: 'delete an old photo', page: media},
  {reader: 'editor', kind: 'task', query: 'change the url of a post', page: post},
  {reader: 'editor', kind: 'task', query: 'insert a table', page: markdown},
  {reader: 'editor', kind: 'task', query: 'strike through text', page: markdown},
  {reader: 'editor', kind: 'task', query: 'where do I log in to write', page: usingInkwell},
  // Editors: symptoms.
  {reader: 'editor', kind: 'symptom', query: 'my draft is not showing on the blog', page: post},
  {reader: 'editor', kind: 'symptom', query: 'cannot delete image it is used in a post', page: media},
  {reader: 'editor', kind: 'symptom', query: 'why was my iframe removed', page: markdown},
  {reader: 'editor', kind: 'symptom', query: 'site name is too long', page: settings},
  // Editors: paraphrases.
  {reader: 'editor', kind: 'paraphrase', query: 'a colleague left, take away their access', page: users},
  {reader: 'editor', kind: 'paraphrase', query: 'lost my laptop, log me out of all devices', page: users},
  {reader: 'editor', kind: 'paraphrase', query: 'short summary shown under the post title in the list', page: post},
  {reader: 'editor', kind: 'paraphrase', query: 'describe a picture for blind readers', page: media},
  {reader: 'editor', kind: 'paraphrase', query: 'what can an editor do that an admin cannot', page: users},
  {reader: 'editor', kind: 'paraphrase', query: 'how many posts are on each page of the blog', page: post},
  // Editors: single words.
  {reader: 'editor', kind: 'word', query: 'footnotes', page: markdown},
  {reader: 'editor', kind: 'word', query: 'dashboard', page: usingInkwell},
  {reader: 'editor', kind: 'word', query: 'checkbox', page: markdown},
  // Editors: misspellings.
  {reader: 'editor', kind: 'misspelling', query: 'publsh a post', page: post},
  {reader: 'editor', kind: 'misspelling', query: 'delte a page', page: page},
  {reader: 'editor', kind: 'misspelling', query: 'mardown table', page: markdown},
  {reader: 'editor', kind: 'misspelling', query: 'setings', page: settings},
  {reader: 'editor', kind: 'misspelling', query: 'permisions', page: users},
  // Developers: tasks.
  {reader: 'developer', kind: 'task', query: 'which database should I use', page: dataStore},
  {reader: 'developer', kind: 'task', query: 'run dynamodb locally with docker', page: dynamodb},
  {reader: 'developer', kind: 'task', query: 'store images in an amazon bucket', page: s3},
  {reader: 'developer', kind: 'task', query: 'get an https certificate with lets encrypt', page: selfHosted},
  {reader: 'developer', kind: 'task', query: 'use my own domain on vercel', page: deployVercel},
  {reader: 'developer', kind: 'task', query: 'add inkwell to my next app', page: existing},
  {reader: 'developer', kind: 'task', query: 'start a new site from scratch', page: newProject},
  {reader: 'developer', kind: 'task', query: 'add editors from a script', page: users},
  {reader: 'developer', kind: 'task', query: 'seed pages with code', page: page},
  {reader: 'developer', kind: 'task', query: 'back up the content', page: selfHosted},
  // Developers: symptoms.
  {reader: 'developer', kind: 'symptom', query: '502 bad gateway', page: selfHosted},
  {reader: 'developer', kind: 'symptom', query: 'mongodb authentication failed', page: mongodb},
  {reader: 'developer', kind: 'symptom', query: 'table was not found in region', page: dynamodb},
  {reader: 'developer', kind: 'symptom', query: 'cloudinary invalid signature', page: cloudinary},
  {reader: 'developer', kind: 'symptom', query: 'redirect_uri is not associated with this application', page: github},
  {reader: 'developer', kind: 'symptom', query: 'microsoft client secret expired', page: microsoft},
  {reader: 'developer', kind: 'symptom', query: 'the sign in button does not appear', page: oauth},
  {reader: 'developer', kind: 'symptom', query: 'cors error when uploading', page: s3},
  {reader: 'developer', kind: 'symptom', query: 'site header shows on the admin screens', page: existing},
  // Developers: paraphrases and words.
  {reader: 'developer', kind: 'paraphrase', query: 'what node version do I need', page: prerequisites},
  {reader: 'developer', kind: 'paraphrase', query: 'list of every environment variable', page: configuration},
  {reader: 'developer', kind: 'paraphrase', query: 'my site gets a lot of traffic', page: deploy},
  {reader: 'developer', kind: 'paraphrase', query: 'let people log in with gmail', page: google},
  {reader: 'developer', kind: 'word', query: 'consent screen', page: google},
  {reader: 'developer', kind: 'word', query: 'systemd', page: selfHosted},
  {reader: 'developer', kind: 'misspelling', query: 'cloudinry', page: cloudinary},
  {reader: 'developer', kind: 'misspelling', query: 'dynamdb table', page: dynamodb},
  // Developers: identifiers, which must find their own API page.
  {reader: 'developer', kind: 'identifier', query: 'MarkdownRenderer', page: '/docs/api/functions/MarkdownRenderer'},
  {reader: 'developer', kind: 'identifier', query: 'UserService', page: '/docs/api/interfaces/UserService'},
  {reader: 'developer', kind: 'identifier', query: 'isAdminScreen', page: '/docs/api/functions/isAdminScreen'},
  {reader: 'developer', kind: 'identifier', query: 'InkwellAuth', page: '/docs/api/variables/InkwellAuth'},
  {reader: 'developer', kind: 'identifier', query: 'PostListProps', page: '/docs/api/interfaces/PostListProps'},
];
