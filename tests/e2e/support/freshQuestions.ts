import type {ReaderQuestion} from './readerQuestions';

/**
 * A fourth set of questions in readers' own words, written blind: from the sidebar and the
 * pages' text, in one session, before that session ran a single search, and committed before
 * it did (see the commit that adds this file). Each names the page a reader should land on.
 * The ranking is measured on it alongside the tuning half and the validation set, so a change
 * that only fits the questions it was tuned on shows here first.
 */

const post = '/docs/using-inkwell/create-a-blog-post';
const page = '/docs/using-inkwell/create-a-page';
const users = '/docs/using-inkwell/users';
const media = '/docs/using-inkwell/media';
const settings = '/docs/using-inkwell/settings';
const markdown = '/docs/using-inkwell/markdown-features';
const existing = '/docs/getting-started/add-to-existing-project';
const newProject = '/docs/getting-started/create-new-project';
const prerequisites = '/docs/getting-started/prerequisites';
const configuration = '/docs/category/configuration';
const dataStore = '/docs/category/data-store';
const mediaStorage = '/docs/category/media-storage';
const mongodb = '/docs/configuration/data-store/mongodb';
const dynamodb = '/docs/configuration/data-store/dynamo-db';
const s3 = '/docs/configuration/media-storage/s3';
const cloudinary = '/docs/configuration/media-storage/cloudinary';
const github = '/docs/configuration/oauth/github';
const google = '/docs/configuration/oauth/google';
const microsoft = '/docs/configuration/oauth/microsoft';
const deployVercel = '/docs/deployment/vercel';
const selfHosted = '/docs/deployment/self-hosted';

export const freshQuestions: readonly ReaderQuestion[] = [
  // Editors: tasks in their own words.
  {query: 'how do I make a link', page: markdown, reader: 'editor', kind: 'task'},
  {query: 'put a table in my post', page: markdown, reader: 'editor', kind: 'task'},
  {query: 'strike through text', page: markdown, reader: 'editor', kind: 'paraphrase'},
  {query: 'add a checkbox list', page: markdown, reader: 'editor', kind: 'task'},
  {query: 'describe a picture for blind readers', page: media, reader: 'editor', kind: 'paraphrase'},
  {query: 'change the text of an image', page: media, reader: 'editor', kind: 'task'},
  {query: 'hide a post from visitors', page: post, reader: 'editor', kind: 'task'},
  {query: 'change the date of a post', page: post, reader: 'editor', kind: 'task'},
  {query: 'short summary shown in the post list', page: post, reader: 'editor', kind: 'paraphrase'},
  {query: 'see my post before it goes live', page: post, reader: 'editor', kind: 'task'},
  {query: 'how many posts per page', page: post, reader: 'editor', kind: 'paraphrase'},
  {query: 'make an about page', page: page, reader: 'editor', kind: 'task'},
  {query: 'add a link to the navigation bar', page: page, reader: 'editor', kind: 'task'},
  {query: 'change the order of the menu', page: page, reader: 'editor', kind: 'task'},
  {query: 'make someone an admin', page: users, reader: 'editor', kind: 'task'},
  {query: 'lost my laptop', page: users, reader: 'editor', kind: 'symptom'},
  {query: 'how long do I stay logged in', page: users, reader: 'editor', kind: 'paraphrase'},
  {query: 'website description for google', page: settings, reader: 'editor', kind: 'paraphrase'},
  // Editors: what they see go wrong.
  {query: 'my colleague cannot log in', page: users, reader: 'editor', kind: 'symptom'},
  {query: 'this email has not been added', page: users, reader: 'editor', kind: 'symptom'},
  {query: 'cannot delete image it is used', page: media, reader: 'editor', kind: 'symptom'},
  {query: 'my video embed disappeared', page: markdown, reader: 'editor', kind: 'symptom'},
  {query: 'site name too long', page: settings, reader: 'editor', kind: 'symptom'},
  // Editors: single words and misspellings.
  {query: 'menu', page: page, reader: 'editor', kind: 'word'},
  {query: 'excerpt', page: post, reader: 'editor', kind: 'word'},
  {query: 'footnote', page: markdown, reader: 'editor', kind: 'word'},
  {query: 'permissions', page: users, reader: 'editor', kind: 'word'},
  {query: 'publsh post', page: post, reader: 'editor', kind: 'misspelling'},
  {query: 'setings', page: settings, reader: 'editor', kind: 'misspelling'},
  {query: 'uplaod a photo', page: post, reader: 'editor', kind: 'misspelling'},
  // Developers: tasks and paraphrases.
  {query: 'does it work with app router', page: prerequisites, reader: 'developer', kind: 'paraphrase'},
  {query: 'which node version', page: prerequisites, reader: 'developer', kind: 'paraphrase'},
  {query: 'my app uses the pages router', page: existing, reader: 'developer', kind: 'symptom'},
  {query: 'next 15', page: newProject, reader: 'developer', kind: 'word'},
  {query: 'hide my header on admin screens', page: existing, reader: 'developer', kind: 'task'},
  {query: 'generate a session secret', page: configuration, reader: 'developer', kind: 'task'},
  {query: 'which database should I use', page: dataStore, reader: 'developer', kind: 'paraphrase'},
  {query: 'where do local uploads go', page: mediaStorage, reader: 'developer', kind: 'paraphrase'},
  {query: 'mongo connection string', page: mongodb, reader: 'developer', kind: 'task'},
  {query: 'run dynamodb locally in docker', page: dynamodb, reader: 'developer', kind: 'task'},
  {query: 'cloudflare r2', page: s3, reader: 'developer', kind: 'word'},
  {query: 'cloudinary folder', page: cloudinary, reader: 'developer', kind: 'task'},
  {query: 'azure login', page: microsoft, reader: 'developer', kind: 'paraphrase'},
  {query: 'github callback url', page: github, reader: 'developer', kind: 'task'},
  {query: 'show the latest posts on my homepage', page: post, reader: 'developer', kind: 'task'},
  {query: 'create pages from code', page: page, reader: 'developer', kind: 'task'},
  {query: 'view the server logs', page: selfHosted, reader: 'developer', kind: 'task'},
  {query: 'add my own domain on vercel', page: deployVercel, reader: 'developer', kind: 'task'},
  // Developers: symptoms, single words, misspellings and identifiers.
  {query: 'redirect_uri_mismatch', page: google, reader: 'developer', kind: 'symptom'},
  {query: 'secret is too easy to guess', page: configuration, reader: 'developer', kind: 'symptom'},
  {query: '502 bad gateway', page: selfHosted, reader: 'developer', kind: 'symptom'},
  {query: 'access denied uploading to bucket', page: s3, reader: 'developer', kind: 'symptom'},
  {query: 'nginx upload too large', page: selfHosted, reader: 'developer', kind: 'symptom'},
  {query: 'backups', page: selfHosted, reader: 'developer', kind: 'word'},
  {query: 'tenant', page: microsoft, reader: 'developer', kind: 'word'},
  {query: 'mongdb', page: mongodb, reader: 'developer', kind: 'misspelling'},
  {query: 'enviroment variables', page: configuration, reader: 'developer', kind: 'misspelling'},
  {query: 'SiteProvider', page: '/docs/api/functions/SiteProvider', reader: 'developer', kind: 'identifier'},
  {query: 'PostService', page: '/docs/api/interfaces/PostService', reader: 'developer', kind: 'identifier'},
  {query: 'isAdminScreen', page: '/docs/api/functions/isAdminScreen', reader: 'developer', kind: 'identifier'},
];
