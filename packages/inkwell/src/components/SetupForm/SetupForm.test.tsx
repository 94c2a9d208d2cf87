// @vitest-environment jsdom
import {screen, waitFor} from '@testing-library/react';
import {userEvent} from '@testing-library/user-event';

import {apiError, fetchCall, jsonResponse, mockFetch, renderWithSite} from '../__tests__/fixtures.js';
import {ENV_VARIABLES} from '../../config.js';
import {SetupForm} from './index.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

function nameField() {
  return screen.getByRole('textbox', {name: 'Site name'});
}
function descriptionField() {
  return screen.getByRole('textbox', {name: 'Description (optional)'});
}
function submit() {
  return screen.getByRole('button', {name: 'Save and continue'});
}

describe('SetupForm: validation before submit', () => {
  it('shows an inline error for an empty name, wired with aria-invalid and aria-describedby, and sends nothing', async () => {
    const fetchMock = mockFetch();
    const user = userEvent.setup();
    renderWithSite(<SetupForm />, {site: null});

    expect(nameField()).not.toHaveAttribute('aria-invalid');
    await user.click(submit());

    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    expect(nameField()).toHaveAccessibleDescription(expect.stringContaining('Enter a name for your site.'));
    expect(screen.getByText('Enter a name for your site.')).toBeVisible();
    expect(nameField()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a name over 80 and a description over 300 characters', async () => {
    const fetchMock = mockFetch();
    const user = userEvent.setup();
    renderWithSite(<SetupForm />, {site: null});

    await user.type(nameField(), 'n'.repeat(81));
    await user.click(descriptionField());
    await user.paste('d'.repeat(301));
    await user.click(submit());

    expect(nameField()).toHaveAccessibleDescription(expect.stringContaining('at most 80 characters'));
    expect(descriptionField()).toHaveAttribute('aria-invalid', 'true');
    expect(descriptionField()).toHaveAccessibleDescription(expect.stringContaining('at most 300 characters'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears an error as soon as the field is fixed', async () => {
    mockFetch();
    const user = userEvent.setup();
    renderWithSite(<SetupForm />, {site: null});
    await user.click(submit());
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    await user.type(nameField(), 'Field Notes');
    expect(nameField()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Enter a name for your site.')).toBeNull();
  });
});

describe('SetupForm: submitting', () => {
  it('POSTs {name, description} to apiBase/setup and then offers sign-in per provider', async () => {
    const fetchMock = mockFetch(jsonResponse({name: 'Field Notes', description: 'Notes.'}, 201));
    const onComplete = vi.fn();
    const user = userEvent.setup();
    renderWithSite(<SetupForm onComplete={onComplete} />, {
      site: null,
      providers: ['github', 'microsoft'],
      apiBase: '/cms/api/',
      authBase: '/auth',
    });

    await user.type(nameField(), '  Field Notes ');
    await user.type(descriptionField(), 'Notes.');
    await user.click(submit());

    const heading = await screen.findByRole('heading', {name: 'Sign in to finish'});
    expect(fetchCall(fetchMock)).toEqual({
      url: '/cms/api/setup',
      method: 'POST',
      body: {name: 'Field Notes', description: 'Notes.'},
    });
    expect(onComplete).toHaveBeenCalledWith({name: 'Field Notes', description: 'Notes.'});
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/first person to sign in becomes/)).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Sign in with GitHub'})).toHaveAttribute(
      'href',
      '/auth/signin/github?callbackUrl=/',
    );
    expect(screen.getByRole('link', {name: 'Sign in with Microsoft'})).toHaveAttribute(
      'href',
      '/auth/signin/microsoft?callbackUrl=/',
    );
    expect(screen.queryByRole('link', {name: 'Sign in with Google'})).toBeNull();
  });

  it('places an ApiError with a field on that field and keeps what was typed', async () => {
    mockFetch(apiError(400, 'validation', 'That name is reserved.', 'name'));
    const user = userEvent.setup();
    renderWithSite(<SetupForm />, {site: null});

    await user.type(nameField(), 'Admin');
    await user.type(descriptionField(), 'Kept.');
    await user.click(submit());

    await waitFor(() => expect(nameField()).toHaveAttribute('aria-invalid', 'true'));
    expect(nameField()).toHaveAccessibleDescription(expect.stringContaining('That name is reserved.'));
    expect(nameField()).toHaveValue('Admin');
    expect(descriptionField()).toHaveValue('Kept.');
    expect(nameField()).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('places a description error on the description field', async () => {
    mockFetch(apiError(400, 'validation', 'The description is too long.', 'description'));
    const user = userEvent.setup();
    renderWithSite(<SetupForm />, {site: null});
    await user.type(nameField(), 'Site');
    await user.click(submit());
    await waitFor(() => expect(descriptionField()).toHaveAttribute('aria-invalid', 'true'));
    expect(descriptionField()).toHaveAccessibleDescription(expect.stringContaining('The description is too long.'));
    expect(nameField()).not.toHaveAttribute('aria-invalid');
  });

  it('does not say the site is set up when something other than the API answers 200 (a page reached by rewrites)', async () => {
    mockFetch(
      new Response('<!doctype html><title>Set up</title>', {status: 200, headers: {'content-type': 'text/html'}}),
    );
    const onComplete = vi.fn();
    const user = userEvent.setup();
    renderWithSite(<SetupForm onComplete={onComplete} />, {site: null});
    await user.type(nameField(), 'Site');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "The site was not saved: /api/inkwell/setup answered 200 without Inkwell's reply. Check that the app has Inkwell's API route there, then try again.",
    );
    expect(screen.queryByRole('heading', {name: 'Sign in to finish'})).toBeNull();
    expect(onComplete).not.toHaveBeenCalled();
    expect(nameField()).toHaveValue('Site');
  });

  it('shows an ApiError without a field above the form', async () => {
    mockFetch(apiError(409, 'conflict', 'This site is already set up.'));
    const user = userEvent.setup();
    renderWithSite(<SetupForm />, {site: null});
    await user.type(nameField(), 'Site');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('This site is already set up.');
    expect(nameField()).toHaveValue('Site');
  });

  it('explains a server error that is not JSON and a network failure', async () => {
    mockFetch(new Response('Bad gateway', {status: 502, statusText: 'Bad Gateway'}), () => {
      throw new TypeError('Failed to fetch');
    });
    const user = userEvent.setup();
    renderWithSite(<SetupForm />, {site: null});
    await user.type(nameField(), 'Site');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('The server answered 502 Bad Gateway.');
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Could not reach the server.'));
  });

  it('says which environment variables to set when no provider is configured', async () => {
    mockFetch(jsonResponse({name: 'Site', description: ''}, 201));
    const user = userEvent.setup();
    renderWithSite(<SetupForm />, {site: null, providers: []});
    await user.type(nameField(), 'Site');
    await user.click(submit());
    expect(await screen.findByText(/No sign-in provider is configured/)).toBeInTheDocument();
    for (const name of ENV_VARIABLES.filter((variable) => /_CLIENT_(?:ID|SECRET)$/.test(variable))) {
      expect(screen.getByText(name)).toBeInTheDocument();
    }
    expect(screen.queryByRole('link', {name: /Sign in with/})).toBeNull();
  });
});
