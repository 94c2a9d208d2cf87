/**
 * The one classification of providers' refusals, and the log line, over whole classes of input.
 */

import fc from 'fast-check';
import {SignInError} from '../errors.js';
import {getDescriptor, PROVIDER_IDS} from '../providers.js';
import {classifyRefusal, refusalError, signInFailureLogLine, type SignInFailureCause} from '../sign-in-failure.js';

/** What each provider sends, by cause: GitHub's, Google's and Microsoft's own codes. */
const KNOWN: Array<[string, string | null, SignInFailureCause]> = [
  ['incorrect_client_credentials', 'The client_id and/or client_secret passed are incorrect.', 'wrong-secret'],
  [
    'redirect_uri_mismatch',
    'The redirect_uri MUST match the registered callback URL for this application.',
    'redirect-mismatch',
  ],
  ['bad_verification_code', 'The code passed is incorrect or expired.', 'code-expired'],
  ['application_suspended', 'Your application has been suspended. Contact support@github.com.', 'app-unavailable'],
  ['invalid_client', 'Unauthorized', 'wrong-secret'],
  ['redirect_uri_mismatch', 'Bad Request', 'redirect-mismatch'],
  ['invalid_grant', 'Bad Request', 'code-expired'],
  ['unauthorized_client', 'Unauthorized', 'app-unavailable'],
  ['deleted_client', 'The OAuth client was deleted.', 'app-unavailable'],
  ['invalid_client', 'AADSTS7000215: Invalid client secret provided.', 'wrong-secret'],
  ['invalid_client', 'AADSTS7000222: The provided client secret keys for app are expired.', 'expired-secret'],
  ['invalid_request', 'AADSTS50011: The redirect URI specified in the request does not match.', 'redirect-mismatch'],
  [
    'unauthorized_client',
    "AADSTS700016: Application with identifier 'x' was not found in the directory.",
    'app-unavailable',
  ],
  ['invalid_grant', 'AADSTS70008: The provided authorization code or refresh token has expired.', 'code-expired'],
  ['access_denied', null, 'cancelled'],
];

describe('classifyRefusal', () => {
  it.each(KNOWN)('%s (%s) is %s', (code, description, cause) => {
    expect(classifyRefusal({code, description})).toBe(cause);
  });

  it("lets Microsoft's AADSTS code decide over the OAuth error code, whatever follows it", () => {
    fc.assert(
      fc.property(
        fc.constantFrom('invalid_client', 'invalid_grant', 'unauthorized_client', 'invalid_request'),
        fc.string(),
        (code, rest) => {
          expect(classifyRefusal({code, description: `AADSTS7000222: ${rest}`})).toBe('expired-secret');
          expect(classifyRefusal({code, description: `AADSTS700016: ${rest}`})).toBe('app-unavailable');
        },
      ),
    );
  });

  it('calls any code none of the providers sends unknown, and never throws', () => {
    const known = new Set(KNOWN.map(([code]) => code));
    fc.assert(
      fc.property(
        fc.string().filter((code) => !known.has(code)),
        fc.option(fc.string().filter((text) => !/^\s*AADSTS/.test(text))),
        (code, description) => {
          expect(classifyRefusal({code, description})).toBe('unknown');
        },
      ),
    );
  });
});

describe('refusalError', () => {
  it('never puts the refusal description on the page (it can quote anything), only the code', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PROVIDER_IDS),
        fc.constantFrom(...KNOWN.map(([code]) => code), 'something_else'),
        fc.string({minLength: 12}),
        (id, code, description) => {
          const error = refusalError(getDescriptor(id), {code, description}, 'https://blog.example.com/cb');
          expect(error.message).not.toContain(description);
          expect(error.refusal).toEqual({code, description});
        },
      ),
    );
  });
});

describe('signInFailureLogLine', () => {
  it('is one line with the provider, code and description, and never a hidden value', () => {
    fc.assert(
      fc.property(
        fc.string({minLength: 8}).filter((value) => value.trim().length >= 8),
        fc.string({minLength: 8}).filter((value) => value.trim().length >= 8),
        fc.string(),
        fc.string(),
        (secret, code, before, after) => {
          const error = new SignInError(500, 'Title', 'Message.', {
            refusal: {code: 'invalid_client', description: `${before}${secret}\r\n${after}${code}`},
          });
          const line = signInFailureLogLine('Google', error, [secret, code]);
          expect(line).not.toContain('\n');
          expect(line).not.toContain(secret.replace(/\s+/g, ' ').trim());
          expect(line).not.toContain(code.replace(/\s+/g, ' ').trim());
          expect(line.startsWith('[inkwell] Sign-in with Google failed (500): invalid_client: ')).toBe(true);
        },
      ),
    );
  });

  it("gives the page's heading and message for a failure that is not the provider's", () => {
    const error = new SignInError(403, 'This email has not been added', 'ada@example.com has not been added.');
    expect(signInFailureLogLine('GitHub', error, ['s3cret-value'])).toBe(
      '[inkwell] Sign-in with GitHub failed (403): This email has not been added: ada@example.com has not been added.',
    );
  });
});
