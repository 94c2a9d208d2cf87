// @vitest-environment jsdom
import {screen} from '@testing-library/react';
import {userEvent} from '@testing-library/user-event';

import {adminSession, apiError, fetchCall, jsonResponse, mockFetch, renderWithSite} from '../__tests__/fixtures.js';
import {SiteSettingsForm} from './index.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

const user = userEvent.setup({delay: null});

function renderForm(onSaved?: (site: {name: string; description: string}) => void) {
  renderWithSite(
    <SiteSettingsForm site={{name: 'Inkwell Notes', description: 'Notes on ink.'}} {...(onSaved ? {onSaved} : {})} />,
    {session: adminSession},
  );
  return {
    name: screen.getByRole('textbox', {name: 'Site name'}),
    description: screen.getByRole('textbox', {name: 'Description (optional)'}),
    save: screen.getByRole('button', {name: 'Save settings'}),
  };
}

describe('SiteSettingsForm', () => {
  it('saves the trimmed name and description with PUT /site and says so', async () => {
    const fetchMock = mockFetch(jsonResponse({name: 'Ink & Paper', description: 'All about ink.'}));
    const onSaved = vi.fn();
    const {name, description, save} = renderForm(onSaved);
    await user.clear(name);
    await user.type(name, '  Ink & Paper ');
    await user.clear(description);
    await user.type(description, 'All about ink.');
    await user.click(save);
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    expect(fetchCall(fetchMock)).toEqual({
      url: '/api/inkwell/site',
      method: 'PUT',
      body: {name: 'Ink & Paper', description: 'All about ink.'},
    });
    expect(name).toHaveValue('Ink & Paper');
    expect(onSaved).toHaveBeenCalledWith({name: 'Ink & Paper', description: 'All about ink.'});
  });

  it('refuses an empty name before sending, keeps the description, and focuses the name', async () => {
    const fetchMock = mockFetch();
    const {name, description, save} = renderForm();
    await user.clear(name);
    await user.type(description, ' More.');
    await user.click(save);
    expect(screen.getByText('Enter a name for your site.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(description).toHaveValue('Notes on ink. More.');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(name, 'Back');
    expect(screen.queryByText('Enter a name for your site.')).toBeNull();
  });

  it("shows the server's refusal on its field, or above the form, and keeps what was typed", async () => {
    mockFetch(
      apiError(400, 'validation', 'description must be at most 300 characters.', 'description'),
      apiError(403, 'forbidden', 'Only admins can change the site settings.'),
    );
    const {name, description, save} = renderForm();
    await user.type(name, ' Daily');
    await user.click(save);
    expect(await screen.findByText('description must be at most 300 characters.')).toBeInTheDocument();
    expect(description).toHaveFocus();
    expect(name).toHaveValue('Inkwell Notes Daily');
    await user.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent('Only admins can change the site settings.');
    expect(name).toHaveValue('Inkwell Notes Daily');
    expect(screen.queryByText('Settings saved.')).toBeNull();
  });
});
