/**
 * The storage guides, followed in the app of the getting-started guide: content in DynamoDB
 * (dynalite on 127.0.0.1) and images in S3 (s3rver on 127.0.0.1), an image uploaded through the
 * editor's own control and seen in the published post, and the refusals the S3 guide quotes.
 * Then screenshots of the real app, light and dark, desktop and 375 px, for review.
 * Every command, variable, message and button name it uses is read from docs/.
 */
import {appendFileSync, mkdirSync} from 'node:fs';
import {join} from 'node:path';
import {DynamoDBClient, QueryCommand} from '@aws-sdk/client-dynamodb';
import {ListObjectsV2Command, S3Client} from '@aws-sdk/client-s3';
import {expect, type Browser, type Page} from '@playwright/test';
import {markdownExamples} from '../../src/components/InkwellDemo/markdownExamples';
import {S3RVER_KEY, startDynalite, startS3rver, type LocalService} from './aws-local';
import {Server, runAsync} from './app';
import {Guide} from './guide';
import {createProject, expectNoForbiddenOutput, guideServerEnv, step, test} from './guide-app';
import {startMockGitHub, type MockGitHub} from './mock-github';
import {drawPng, githubContext} from './reader-app';

const port = Number(process.env.INKWELL_GUIDES_PORT ?? 5110) + 13;
const origin = `http://localhost:${port}`;
/** Where the screenshots go: untracked (see .gitignore), looked at in review. */
const screensDir = join(__dirname, 'screens');

const dynamo = new Guide('configuration/data-store/dynamo-db.md');
const s3 = new Guide('configuration/media-storage/s3.md');
const blogPost = new Guide('using-inkwell/create-a-blog-post.md');

/** `KEY=value` lines of an ini block, comments dropped. */
function variables(code: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const line of code.split('\n')) {
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (match?.[1] !== undefined) found.set(match[1], match[2] ?? '');
  }
  return found;
}

function iniBlock(guide: Guide, section: string): Map<string, string> {
  const block = guide.blocks(section).find((candidate) => candidate.lang === 'ini');
  if (!block) throw new Error(`${guide.file}, "${section}": no ini block of variables.`);
  return variables(block.code);
}

test('the DynamoDB and S3 guides, followed in a real Next.js app', async ({browser, guideApp: {work, appDir}}) => {
  const started = Date.now();
  const servers: Server[] = [];
  const services: LocalService[] = [];
  let github: MockGitHub | undefined;
  try {
    // The storage guides add no file to the app, only variables, and none a build inlines
    // (NEXT_PUBLIC_*): the app built once for the run serves them, each spec in its own copy.
    await step(
      'The same app as getting-started',
      'the DynamoDB and S3 guides write no file and no NEXT_PUBLIC_ variable, so the built app needs no rebuild',
      () => {
        for (const guide of [dynamo, s3]) {
          const files = guide.blocks().filter((block) => block.title);
          expect(
            files.map((block) => block.title),
            `${guide.file} writes files: rebuild the app for it`,
          ).toEqual([]);
          expect(guide.source, `${guide.file} sets a variable next build inlines`).not.toMatch(/NEXT_PUBLIC_/);
        }
      },
    );

    // ---- DynamoDB: 1. Create the table (against dynalite, as "Develop against DynamoDB Local") ----
    const dynalite = await startDynalite();
    services.push(dynalite);
    const local = dynamo
      .blocks('Develop against DynamoDB Local')
      .find((block) => block.lang === 'bash' && block.code.includes('inkwell-setup-dynamodb'));
    if (!local) throw new Error('dynamo-db.md has no DynamoDB Local setup command.');
    const dynamoLocal = /http:\/\/localhost:\d+/.exec(local.code)?.[0] ?? '';
    // The guide's docker line starts DynamoDB Local; dynalite stands in, on its own port.
    const setupCommand = local.code
      .split('\n')
      .filter((line) => !/^docker /.test(line.trim()))
      .join('\n')
      .replaceAll(dynamoLocal, dynalite.endpoint);
    // What the command prints against a local endpoint, as "Develop against DynamoDB Local" quotes it.
    const localSection = dynamo.section('Develop against DynamoDB Local');
    const created = (/`(Created DynamoDB table [^`]+)`/.exec(localSection)?.[1] ?? '').replaceAll(
      dynamoLocal,
      dynalite.endpoint,
    );
    const region = /AWS_REGION=(\S+)/.exec(setupCommand)?.[1] ?? '';
    // Run again, "it checks the existing table and changes nothing": the guide's line, endpoint for region.
    const again = (
      /\(`(DynamoDB table [^`]+ already exists[^`]+)`\)/.exec(dynamo.section('1. Create the table'))?.[1] ?? ''
    ).replace(` in ${region} `, ` in ${dynalite.endpoint} `);
    await step(
      'DynamoDB: create the table',
      `npx inkwell-setup-dynamodb prints "${created}"; run again, "${again}"`,
      async () => {
        expect(dynamoLocal, 'the guide points DYNAMODB_ENDPOINT at DynamoDB Local').toBeTruthy();
        expect(created, 'the guide quotes what the command prints against DynamoDB Local').toContain(dynalite.endpoint);
        expect(again, 'the guide quotes what a second run prints').toContain(dynalite.endpoint);
        const first = await runAsync('sh', ['-c', setupCommand], {cwd: appDir});
        expect(first.output).toContain(created);
        const second = await runAsync('sh', ['-c', setupCommand], {cwd: appDir});
        expect(second.output).toContain(again);
      },
    );

    // ---- Both guides' variables, in .env.local as the guides say ----------------------------
    const dynamoVars = iniBlock(dynamo, '3. Set the variables');
    const s3Vars = iniBlock(s3, '4. Set the variables');
    const bucket = s3Vars.get('S3_BUCKET') ?? '';
    const s3rver = await startS3rver(work, bucket);
    services.push(s3rver);
    await step(
      'Set the variables',
      `the DynamoDB and S3 guides' variables in .env.local (INKWELL_DATA_STORE=${dynamoVars.get('INKWELL_DATA_STORE')}, INKWELL_MEDIA_STORAGE=${s3Vars.get('INKWELL_MEDIA_STORAGE')}), endpoints on 127.0.0.1`,
      () => {
        expect(dynamoVars.get('AWS_REGION'), 'one AWS_REGION serves both, as both guides say').toBe(
          s3Vars.get('AWS_REGION'),
        );
        const env = new Map([...dynamoVars, ...s3Vars]);
        // The placeholders of the access key become the key the local services accept.
        for (const [name, value] of Object.entries(S3RVER_KEY)) {
          expect(env.has(name), `${name} is in the guide's variables`).toBe(true);
          env.set(name, value);
        }
        // Both optional endpoint variables, as the guides' tables describe them.
        expect(dynamo.section('3. Set the variables')).toContain('`DYNAMODB_ENDPOINT`');
        expect(s3.section('4. Set the variables')).toContain('`S3_ENDPOINT`');
        env.set('DYNAMODB_ENDPOINT', dynalite.endpoint);
        env.set('S3_ENDPOINT', s3rver.endpoint);
        const lines = [...env].map(([name, value]) => `${name}=${value}`).join('\n');
        // Appended to the getting-started .env.local, which keeps the sign-in pair and secret.
        appendFileSync(join(appDir, '.env.local'), `\n${lines}\n`);
      },
    );

    github = await startMockGitHub();
    // The stores are the ones .env.local now names.
    const app = new Server('npx', ['next', 'start', '-p', String(port)], appDir, guideServerEnv(origin, github));
    servers.push(app);
    await step('next start', 'production server answers, on DynamoDB and S3', () =>
      app.ready(`${origin}/api/inkwell/site`, 120_000),
    );

    const checks = [
      ...dynamo.section('4. Check that it works').matchAll(/^- `(\d{3})` with `"code":"([a-z-]+)"`/gm),
    ].map((match) => ({status: Number(match[1]), code: match[2]}));
    await step(
      'DynamoDB: check that it works',
      'the site API answers 404 "not-found" before setup, 200 with the name after; the table holds a site and a user item',
      async () => {
        const notSetUp = checks.find((check) => check.status === 404);
        expect(notSetUp, 'the guide names the 404 answer before setup').toBeTruthy();
        const before = await fetch(`${origin}/api/inkwell/site`);
        expect(before.status).toBe(notSetUp?.status);
        // What `curl -i` shows: the body has the guide's `"code":"…"`.
        expect(await before.text()).toContain(`"code":"${notSetUp?.code}"`);
      },
    );

    const context = await githubContext(browser, github);
    const page = await context.newPage();
    await step('Set up and sign in', 'the setup form, then a real OAuth round trip, as the admin', async () => {
      const runIt = 'Run it';
      await page.goto(`${origin}/setup`);
      await page.getByRole('textbox', {name: createProject.quote(runIt, 'Site name')}).fill('Ink & Nib');
      await page
        .getByRole('textbox', {name: createProject.quote(runIt, 'Description')})
        .fill('Notes on pens, paper and ink.');
      await page.getByRole('button', {name: createProject.quote(runIt, 'Save and continue')}).click();
      const button = createProject.quote(runIt, 'Sign in with').replace(/\s*…$/, '');
      await page.getByRole('link', {name: new RegExp(`^${button}`)}).click();
      await page.waitForURL(`${origin}/`);
      const after = await fetch(`${origin}/api/inkwell/site`);
      expect(after.status).toBe(200);
      expect(((await after.json()) as {name?: string}).name).toBe('Ink & Nib');
      // "After the setup form, the console shows a `site` item and a `user` item in the table."
      const shown = /the console shows a `(\w+)` item and a `(\w+)` item/.exec(
        dynamo.section('4. Check that it works'),
      );
      expect(shown, 'the guide names the items the table holds after setup').toBeTruthy();
      const client = new DynamoDBClient({
        region: dynamoVars.get('AWS_REGION'),
        endpoint: dynalite.endpoint,
        credentials: {accessKeyId: 'local', secretAccessKey: 'local'},
      });
      for (const pk of [shown?.[1], shown?.[2]]) {
        const items = await client.send(
          new QueryCommand({
            TableName: dynamoVars.get('DYNAMODB_TABLE'),
            KeyConditionExpression: 'pk = :pk',
            ExpressionAttributeValues: {':pk': {S: pk as string}},
          }),
        );
        expect(items.Count, `a "${pk}" item in the table`).toBe(1);
      }
      client.destroy();
    });

    const image = await uploadThroughEditor(page, s3rver, bucket, s3Vars.get('AWS_REGION') ?? '');
    await mediaLibrary(page, image);
    await refusedUploads(page);
    await screenshots(browser, page, image);

    for (const [guide, section] of [
      [blogPost, 'Add an image'],
      [blogPost, 'Use the media library'],
      [s3, 'Errors you may see'],
    ] as const) {
      // The S3 errors about settings are the library's unit tests' (s3.integration.test.ts, against s3rver);
      // the runner checks the two an editor sees.
      const left = guide.unchecked(section).filter((phrase) => !(guide === s3 && !/^(The upload|")/.test(phrase)));
      expect(left, `${guide.file}, "${section}": quoted phrases no step checks`).toEqual([]);
    }
    await context.close();
    await step('Server log', 'next start printed no line the runner forbids', () => {
      expectNoForbiddenOutput(app.output, 'next start');
    });
  } catch (error) {
    for (const server of servers) console.log(`\n--- ${server.label}, last output:\n${server.output.slice(-3000)}`);
    throw error;
  } finally {
    for (const server of servers) await server.stop();
    for (const service of services) await service.stop();
    await github?.stop();
    console.log(`  Storage guides took ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  }
});

/** Opens the media library with Image…, uploads `file` from it; returns the alt text field. */
async function chooseImage(page: Page, file: {name: string; mimeType: string; buffer: Buffer}) {
  const add = 'Add an image';
  await page.getByRole('button', {name: blogPost.quote(add, 'Image…'), exact: true}).click();
  await expect(page.getByRole('group', {name: blogPost.quote(add, 'Media library')})).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', {name: blogPost.quote(add, 'Upload a new image…')}).click();
  await (await chooser).setFiles(file);
  return page.getByRole('textbox', {name: blogPost.quote(add, 'Alt text')});
}

async function uploadThroughEditor(
  page: Page,
  s3rver: LocalService,
  bucket: string,
  region: string,
): Promise<{url: string; alt: string}> {
  const add = 'Add an image';
  const alt = 'A blue-green card that reads Inkwell';
  return step(
    'S3: check that it works',
    'Image…, then Upload a new image…, in the editor uploads to the bucket under inkwell/; the address is the bucket URL; it loads signed out; the published post shows it',
    async () => {
      await page.goto(`${origin}/admin/posts/new`);
      await page.getByRole('textbox', {name: 'Title', exact: true}).fill('Choosing ink');
      await page.getByRole('textbox', {name: 'Slug', exact: true}).fill('choosing-ink');
      const body = page.getByRole('textbox', {name: 'Body (Markdown)'});
      const before = 'Iron gall or dye?\n\n';
      const after = '\n\nSee the card above.';
      await body.fill(before + after);
      // "Put the cursor where the image goes in the body"
      await body.evaluate((element: HTMLTextAreaElement, at) => element.setSelectionRange(at, at), before.length);
      const png = await drawPng(page, 960, 540);
      await (await chooseImage(page, {name: 'card.png', mimeType: 'image/png', buffer: png})).fill(alt);
      await page.getByRole('button', {name: blogPost.quote(add, 'Upload and insert')}).click();
      await expect(body).toHaveValue(/!\[[^\]]*\]\([^)]+\)/);
      const value = await body.inputValue();
      const [, insertedAlt, url = ''] = /!\[([^\]]*)\]\(([^)]+)\)/.exec(value) ?? [];
      expect(insertedAlt).toBe(alt);
      // "appears at the cursor": what was written before and after is kept around it.
      expect(value).toBe(`${before}![${alt}](${url})${after}`);
      // With S3_ENDPOINT the guide promises path-style: <S3_ENDPOINT>/<bucket>/inkwell/<name>.
      const shape = /path-style URLs: `([^`]+)`/.exec(s3.section('4. Set the variables'))?.[1] ?? '';
      expect(shape, 'the S3 guide gives the path-style address').toMatch(/^<S3_ENDPOINT>\/<bucket>\/.*<name>$/);
      const expected = shape.replace('<S3_ENDPOINT>', s3rver.endpoint).replace('<bucket>', bucket);
      const prefix = expected.replace('<name>', '');
      expect(url.startsWith(prefix), `${url} is ${shape}`).toBe(true);
      // "named like 3f1c…e9.png": a random hex name (a UUID) with the image's own extension.
      expect(url.slice(prefix.length)).toMatch(/^[0-9a-f][0-9a-f-]{30,}[0-9a-f]\.png$/);
      // "the image in the preview"
      await expect(page.getByRole('img', {name: alt})).toBeVisible();
      // "the bucket now has an object under inkwell/ named like 3f1c…e9.png"
      const client = new S3Client({
        region,
        endpoint: s3rver.endpoint,
        forcePathStyle: true,
        credentials: {accessKeyId: S3RVER_KEY.AWS_ACCESS_KEY_ID, secretAccessKey: S3RVER_KEY.AWS_SECRET_ACCESS_KEY},
      });
      const listed = await client.send(new ListObjectsV2Command({Bucket: bucket, Prefix: 'inkwell/'}));
      expect(listed.Contents?.map((object) => `${s3rver.endpoint}/${bucket}/${object.Key}`)).toEqual([url]);
      client.destroy();
      // "Open the image's address in a private browser window: it must load without signing in."
      const visitor = await page.context().browser()?.newContext();
      const anonymous = await visitor?.newPage();
      const direct = await anonymous?.goto(url);
      expect(direct?.status()).toBe(200);
      expect(direct?.headers()['content-type']).toBe('image/png');
      // Publish, and the visitor sees the image in the post.
      await page.getByRole('combobox', {name: 'Status'}).selectOption({label: 'Published'});
      await page.getByRole('button', {name: 'Save', exact: true}).click();
      await expect(page.getByRole('status').filter({hasText: /published\.$/})).toBeVisible();
      await anonymous?.goto(`${origin}/blog/choosing-ink`);
      const shown = anonymous?.getByRole('img', {name: alt});
      await expect(shown as NonNullable<typeof shown>).toBeVisible();
      await expect.poll(() => shown?.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(960);
      await visitor?.close();
      return {url, alt};
    },
  );
}

/** "Use the media library": the upload is listed, inserted again, and refused deletion while the post shows it. */
async function mediaLibrary(page: Page, image: {url: string; alt: string}): Promise<void> {
  const section = 'Use the media library';
  await step(
    section,
    'the library lists the S3 upload with its alt text, size and date; Insert puts it in again; Delete is refused, naming the post',
    async () => {
      await page.goto(`${origin}/admin/posts/new`);
      const body = page.getByRole('textbox', {name: 'Body (Markdown)'});
      await body.fill('Again:');
      await page.getByRole('button', {name: blogPost.quote(section, 'Image…'), exact: true}).click();
      const library = page.getByRole('group', {name: blogPost.quote(section, 'Media library')});
      const item = library.getByRole('listitem', {name: image.alt});
      await expect(item).toBeVisible();
      // "a small picture with its alt text, its size and the date it was uploaded"
      await expect(item.locator('img')).toHaveAttribute('src', image.url);
      // Thumbnails load lazily, as the library scrolls into view.
      await item.scrollIntoViewIfNeeded();
      await expect
        .poll(() => item.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBe(960);
      await expect(item).toContainText(/\d+ KB · [A-Z][a-z]+ \d{1,2}, \d{4}/);
      blogPost.notOnScreen(section, ['Show more images'], 'the library shows 24 images at a time; this site has one');
      await item.getByRole('button', {name: blogPost.quote(section, 'Insert')}).click();
      await expect(body).toHaveValue(`Again:\n\n![${image.alt}](${image.url})`);

      await page.getByRole('button', {name: 'Image…', exact: true}).click();
      await item.getByRole('button', {name: blogPost.quote(section, 'Delete'), exact: true}).click();
      await item.getByRole('button', {name: blogPost.quote(section, 'Yes, delete image')}).click();
      // The guide's example names its own post; the one here is "Choosing ink".
      const refusal = blogPost.quote(section, 'This image is used in').replace(/"[^"]+"/, '"Choosing ink"');
      await expect(item.getByRole('alert')).toHaveText(refusal);
      expect((await page.request.get(image.url)).status()).toBe(200);
      await library.getByRole('button', {name: blogPost.quote(section, 'Close')}).click();
      await expect(library).toHaveCount(0);
    },
  );
}

async function refusedUploads(page: Page): Promise<void> {
  const add = 'Add an image';
  const errors = 'Errors you may see';
  const tooLarge = s3.quote(errors, 'The upload is larger than');
  const svg = s3.quote(errors, '"logo.svg" is an SVG');
  await step(
    'S3: errors you may see',
    `an image over 5 MB shows "${tooLarge}"; logo.svg shows the SVG refusal; in place, the body unchanged`,
    async () => {
      await page.goto(`${origin}/admin/posts/new`);
      const body = page.getByRole('textbox', {name: 'Body (Markdown)'});
      await body.fill('Nothing here may change.');
      const limitMb = Number(/larger than the (\d+) MB limit/.exec(tooLarge)?.[1]);
      expect(limitMb, 'the quoted message names the default limit').toBeGreaterThan(0);
      const big = Buffer.alloc((limitMb + 1) * 1024 * 1024);
      (await drawPng(page, 4, 4)).copy(big);
      const svgName = /^"([^"]+)"/.exec(svg)?.[1] ?? '';
      const svgFile = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      for (const [file, message] of [
        [{name: 'big.png', mimeType: 'image/png', buffer: big}, tooLarge],
        [{name: svgName, mimeType: 'image/png', buffer: svgFile}, svg],
      ] as const) {
        await (await chooseImage(page, file)).fill('Refused');
        await page.getByRole('button', {name: 'Upload and insert'}).click();
        const alert = page.getByRole('alert').filter({hasText: message});
        await expect(alert).toHaveText(message);
        // "the reason shows under the alt text and nothing else changes: choose Try again or Cancel"
        await expect(page.getByRole('textbox', {name: 'Alt text'})).toHaveValue('Refused');
        await expect(page.getByRole('button', {name: blogPost.quote(add, 'Try again')})).toBeVisible();
        await page.getByRole('button', {name: blogPost.quote(add, 'Cancel')}).click();
        await expect(body).toHaveValue('Nothing here may change.');
      }
    },
  );
}

/** The screens a visitor and an editor see, light and dark, desktop and 375 px, saved for review. */
async function screenshots(browser: Browser, page: Page, image: {url: string; alt: string}): Promise<void> {
  await step(
    'Screenshots',
    `home, a post with every Markdown feature, the editor and the users screen, light and dark, 1280 and 375 px, in ${screensDir}`,
    async () => {
      mkdirSync(screensDir, {recursive: true});
      // A post with the Markdown of "Markdown features" and the uploaded image.
      const {images, html, sanitized, ...shown} = markdownExamples;
      void images;
      void html;
      void sanitized;
      const body = [
        'Iron gall ink is older than the printing press. Here is what we have learned about it.',
        ...Object.values(shown),
        `![${image.alt}](${image.url})`,
      ].join('\n\n');
      await page.goto(`${origin}/admin/posts/new`);
      await page.getByRole('textbox', {name: 'Title', exact: true}).fill('Everything Markdown can do');
      await page.getByRole('textbox', {name: 'Slug', exact: true}).fill('everything-markdown');
      await page.getByRole('textbox', {name: 'Body (Markdown)'}).fill(body);
      await page.getByRole('combobox', {name: 'Status'}).selectOption({label: 'Published'});
      await page.getByRole('button', {name: 'Save', exact: true}).click();
      await expect(page.getByRole('status').filter({hasText: /published\.$/})).toBeVisible();
      const editorUrl = page.url();
      // A second person, so the users screen has a table of more than one row.
      await page.goto(`${origin}/admin/users`);
      await page.getByRole('textbox', {name: 'Email'}).fill('grace.hopper.long-address@example.com');
      await page.getByRole('textbox', {name: 'Name (optional)'}).fill('Grace Hopper');
      await page.getByRole('button', {name: 'Add person'}).click();
      await expect(page.getByRole('cell', {name: 'grace.hopper.long-address@example.com'})).toBeVisible();

      const storage = await page.context().storageState();
      const saved: string[] = [];
      for (const scheme of ['light', 'dark'] as const) {
        for (const [width, height, label] of [
          [1280, 900, 'desktop'],
          [375, 812, 'mobile'],
        ] as const) {
          const context = await browser.newContext({
            storageState: storage,
            colorScheme: scheme,
            viewport: {width, height},
            deviceScaleFactor: 1,
          });
          const view = await context.newPage();
          for (const [name, path] of [
            ['home', '/'],
            ['post', '/blog/everything-markdown'],
            ['editor', new URL(editorUrl).pathname],
            ['users', '/admin/users'],
          ] as const) {
            await view.goto(`${origin}${path}`);
            await view.waitForLoadState('networkidle');
            // Nothing scrolls sideways but what is meant to (code blocks and wide Markdown tables).
            const sideways = await view.evaluate(() =>
              [document.documentElement, ...Array.from(document.querySelectorAll('.inkwell-table-wrap'))]
                .filter((element) => element.scrollWidth > element.clientWidth + 1)
                .map((element) => element.className || element.tagName),
            );
            expect(sideways, `${name}, ${scheme}, ${width} px: scrolls sideways`).toEqual([]);
            const file = join(screensDir, `${name}-${scheme}-${label}.png`);
            await view.screenshot({path: file, fullPage: true});
            saved.push(file);
          }
          await context.close();
        }
      }
      for (const file of saved) console.log(`    ${file}`);
    },
  );
}
