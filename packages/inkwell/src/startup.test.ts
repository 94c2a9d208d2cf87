import {Inkwell} from '@inkwell/cms';
import {STARTUP_REFUSED} from './startup.js';

describe('Inkwell.checkConfig', () => {
  afterEach(() => vi.restoreAllMocks());

  it('refuses a production environment without the required variables, naming each one and its fix', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    expect(Inkwell.checkConfig({NODE_ENV: 'production'})).toBe(false);

    expect(errors).toHaveBeenCalledTimes(1);
    const logged: unknown = errors.mock.calls[0]?.[0];
    const lines = String(logged).split('\n');
    expect(lines[0]).toBe(STARTUP_REFUSED);
    for (const variable of ['INKWELL_URL', 'INKWELL_SECRET', 'INKWELL_DATA_STORE', 'INKWELL_MEDIA_STORAGE']) {
      expect(lines).toContainEqual(
        expect.stringMatching(new RegExp(`^  - ${variable} is required in production .*: set it to `)),
      );
    }
  });

  it('accepts a complete production environment and logs nothing', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const env = {
      NODE_ENV: 'production',
      INKWELL_URL: 'https://blog.example.com',
      // Shaped like `openssl rand -base64 32` output: production refuses guessable secrets.
      INKWELL_SECRET: '8svjlMtlGOy+IGpGlpR7rH7neOk4dHMhmFlXOUpualI=',
      INKWELL_DATA_STORE: 'file',
      INKWELL_DATA_FILE: '/srv/inkwell/content.json',
      INKWELL_MEDIA_STORAGE: 'local',
      GITHUB_CLIENT_ID: 'id',
      GITHUB_CLIENT_SECRET: 'secret',
    };

    expect(Inkwell.checkConfig(env)).toBe(true);
    expect(errors).not.toHaveBeenCalled();
  });
});
