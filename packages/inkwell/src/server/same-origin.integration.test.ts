/**
 * One same-origin rule for every state-changing route: content API writes, uploads and
 * sign-out, asked over a real HTTP connection with every combination of `Origin` and
 * `Sec-Fetch-Site` a browser (or an attacker's page) can send.
 */

import {request as httpRequest, createServer, type IncomingMessage, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';

import fc from 'fast-check';
import type {InkwellAuthApi} from '@inkwell/cms';

import {createInkwellAuth} from '../auth/create-inkwell-auth.js';
import {SECRET} from '../auth/__tests__/helpers.js';
import {createHarness, SITE_URL, type Harness} from './__tests__/harness.js';
import {CROSS_SITE_SIGN_OUT_MESSAGE, crossSiteWriteMessage} from './http/same-origin.js';

let h: Harness;
let auth: InkwellAuthApi;
let server: Server;
let serverOrigin: string;
let editorToken: string;

async function toFetchRequest(incoming: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  const method = incoming.method ?? 'GET';
  // As Next.js does: the request's URL is built from the Host it was sent to.
  return new Request(`http://${incoming.headers.host}${incoming.url}`, {
    method,
    headers,
    ...(method === 'GET' || method === 'HEAD' ? {} : {body: Buffer.concat(chunks)}),
  });
}

beforeAll(async () => {
  h = await createHarness();
  editorToken = h.tokenFor(h.editor);
  auth = createInkwellAuth(
    {url: SITE_URL, secret: SECRET, production: false, providers: {github: {clientId: 'id', clientSecret: 'secret'}}},
    {store: h.store},
  );
  server = createServer((incoming, outgoing) => {
    void (async () => {
      const request = await toFetchRequest(incoming);
      const response = new URL(request.url).pathname.startsWith('/api/auth/')
        ? await auth.handler(request)
        : await h.server.handler(request);
      outgoing.writeHead(response.status, Object.fromEntries(response.headers));
      outgoing.end(Buffer.from(await response.arrayBuffer()));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  serverOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await h.cleanup();
});

/** The state-changing routes, each sent a body it answers without a 403 when the rule lets it through. */
const ROUTES = {
  'content API write': {path: '/api/inkwell/posts', contentType: 'application/json', body: '{', passes: 400},
  upload: {path: '/api/inkwell/media', contentType: 'text/plain', body: 'not a form', passes: 415},
  'sign-out': {path: '/api/auth/signout', contentType: 'application/x-www-form-urlencoded', body: '', passes: 303},
} as const;
type RouteName = keyof typeof ROUTES;

/** Sends a POST over HTTP with exactly these headers; resolves to the status and the body. */
function send(route: RouteName, headers: Record<string, string>): Promise<{status: number; body: string}> {
  const {path, contentType, body} = ROUTES[route];
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      `${serverOrigin}${path}`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${editorToken}`,
          'content-type': contentType,
          'content-length': String(Buffer.byteLength(body)),
          ...headers,
        },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({status: response.statusCode ?? 0, body}));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

async function post(route: RouteName, headers: Record<string, string>): Promise<number> {
  return (await send(route, headers)).status;
}

const routeNames = Object.keys(ROUTES) as RouteName[];

describe.each(routeNames)('%s', (route) => {
  const passes = ROUTES[route].passes;

  it.each([
    ['no Origin and no Sec-Fetch-Site (curl, server code)', {}],
    ['Sec-Fetch-Site: same-origin', {'sec-fetch-site': 'same-origin'}],
    ['Sec-Fetch-Site: none (typed by the person)', {'sec-fetch-site': 'none'}],
    ["the site's own Origin", {origin: SITE_URL, 'sec-fetch-site': 'same-origin'}],
  ])('is let through with %s', async (_, headers) => {
    expect(await post(route, headers)).toBe(passes);
  });

  it.each([
    ['Sec-Fetch-Site: cross-site without Origin', {'sec-fetch-site': 'cross-site'}],
    ['Sec-Fetch-Site: same-site without Origin (a sibling subdomain)', {'sec-fetch-site': 'same-site'}],
    ["another site's Origin", {origin: 'https://evil.example'}],
    ["a sibling subdomain's Origin", {origin: 'https://evil.blog.example.com', 'sec-fetch-site': 'same-site'}],
    ['Origin: null (a sandboxed frame)', {origin: 'null'}],
    ['cross-site with a forged matching Origin', {origin: SITE_URL, 'sec-fetch-site': 'cross-site'}],
  ])('is refused with %s', async (_, headers: Record<string, string>) => {
    const before = await h.snapshot();
    const {status, body} = await send(route, headers);
    expect(status).toBe(403);
    const message =
      route === 'sign-out' ? CROSS_SITE_SIGN_OUT_MESSAGE : crossSiteWriteMessage(headers['origin'] ?? null);
    expect(JSON.parse(body)).toEqual({error: {code: 'forbidden', message}});
    expect(await h.snapshot()).toBe(before);
  });
});

it('every state-changing route follows the same rule over any combination of Origin and Sec-Fetch-Site', async () => {
  const fetchSite = fc.option(
    fc.constantFrom('same-origin', 'none', 'same-site', 'cross-site', 'Same-Origin', 'cross-origin', ''),
    {nil: undefined},
  );
  const origin = fc.option(
    fc.constantFrom(
      SITE_URL,
      'SERVER',
      'https://evil.example',
      'https://sub.blog.example.com',
      'http://blog.example.com',
      'null',
      '',
    ),
    {nil: undefined},
  );
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...routeNames), fetchSite, origin, async (route, site, from) => {
      const sentOrigin = from === 'SERVER' ? serverOrigin : from;
      const headers: Record<string, string> = {
        ...(site === undefined ? {} : {'sec-fetch-site': site}),
        ...(sentOrigin === undefined ? {} : {origin: sentOrigin}),
      };
      // The documented rule: Sec-Fetch-Site, when sent, is same-origin or none; Origin, when
      // sent, is the site's or the address the request was sent to.
      const allowed =
        (site === undefined || site === 'same-origin' || site === 'none') &&
        (sentOrigin === undefined || sentOrigin === SITE_URL || sentOrigin === serverOrigin);
      expect(await post(route, headers)).toBe(allowed ? ROUTES[route].passes : 403);
    }),
    {numRuns: 150},
  );
});
