// @vitest-environment jsdom
import {screen, waitFor, within} from '@testing-library/react';
import {userEvent} from '@testing-library/user-event';

import {
  adminSession,
  apiError,
  fetchCall,
  jsonResponse,
  makeUser,
  mockFetch,
  renderWithSite,
} from '../__tests__/fixtures.js';
import {AdminToolbar} from '../AdminToolbar/index.js';
import {UsersAdmin} from './index.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ada = makeUser({id: 'user-1', name: 'Ada Admin', email: 'ada@example.com', role: 'admin'});
const eddie = makeUser({
  id: 'user-2',
  name: 'Eddie Editor',
  email: 'eddie@example.com',
  role: 'editor',
  provider: null,
});

function renderScreen() {
  return renderWithSite(<UsersAdmin users={[ada, eddie]} />, {session: adminSession});
}

describe('UsersAdmin', () => {
  it('lists everyone with their role, marking the signed-in admin', () => {
    renderScreen();
    const table = screen.getByRole('table', {name: 'People who can sign in'});
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Ada Admin');
    expect(rows[0]).toHaveTextContent('you');
    expect(rows[0]).toHaveTextContent('GitHub');
    expect(rows[1]).toHaveTextContent('eddie@example.com');
    expect(rows[1]).toHaveTextContent('Not yet');
    expect(screen.getByRole('combobox', {name: 'Role of Ada Admin'})).toHaveValue('admin');
    expect(screen.getByRole('combobox', {name: 'Role of Eddie Editor'})).toHaveValue('editor');
  });

  it('changes a role with PATCH', async () => {
    const fetchMock = mockFetch(jsonResponse({...eddie, role: 'admin'}));
    const user = userEvent.setup();
    renderScreen();
    await user.selectOptions(screen.getByRole('combobox', {name: 'Role of Eddie Editor'}), 'admin');
    expect(await screen.findByText('Eddie Editor is now an admin.')).toBeInTheDocument();
    expect(fetchCall(fetchMock)).toEqual({url: '/api/inkwell/users/user-2', method: 'PATCH', body: {role: 'admin'}});
    expect(screen.getByRole('combobox', {name: 'Role of Eddie Editor'})).toHaveValue('admin');
  });

  it('undoes a refused role change and shows why', async () => {
    mockFetch(apiError(409, 'last-admin', 'The last admin cannot be demoted.'));
    const user = userEvent.setup();
    renderScreen();
    await user.selectOptions(screen.getByRole('combobox', {name: 'Role of Ada Admin'}), 'editor');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not change the role of Ada Admin: The last admin cannot be demoted.',
    );
    expect(screen.getByRole('combobox', {name: 'Role of Ada Admin'})).toHaveValue('admin');
  });

  it('removes a person after confirmation', async () => {
    const fetchMock = mockFetch(new Response(null, {status: 204}));
    const user = userEvent.setup();
    renderScreen();
    await user.click(screen.getByRole('button', {name: 'Remove Eddie Editor'}));
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', {name: 'Yes, remove Eddie Editor'}));
    expect(await screen.findByText('Eddie Editor was removed and can no longer sign in.')).toBeInTheDocument();
    expect(fetchCall(fetchMock)).toEqual({url: '/api/inkwell/users/user-2', method: 'DELETE', body: undefined});
    expect(screen.queryByText('eddie@example.com')).toBeNull();
  });

  it('signs a person out everywhere with DELETE …/sessions, keeping them on the list', async () => {
    const fetchMock = mockFetch(new Response(null, {status: 204}));
    const user = userEvent.setup();
    renderScreen();
    await user.click(screen.getByRole('button', {name: 'Sign out Eddie Editor everywhere'}));
    expect(
      await screen.findByText('Eddie Editor is signed out everywhere. They can sign in again at once.'),
    ).toBeInTheDocument();
    expect(fetchCall(fetchMock)).toEqual({
      url: '/api/inkwell/users/user-2/sessions',
      method: 'DELETE',
      body: undefined,
    });
    expect(screen.getByText('eddie@example.com')).toBeInTheDocument();
  });

  it('shows you signed out once you sign yourself out everywhere, and shows a refusal for someone else', async () => {
    mockFetch(apiError(404, 'not-found', 'No user with the id "user-2".'));
    const user = userEvent.setup();
    const view = renderWithSite(
      <>
        <AdminToolbar />
        <UsersAdmin users={[ada, eddie]} />
      </>,
      {session: adminSession, currentPath: '/admin/users'},
    );
    await user.click(screen.getByRole('button', {name: 'Sign out Eddie Editor everywhere'}));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not sign out Eddie Editor: No user with the id "user-2".',
    );

    mockFetch(new Response(null, {status: 204}));
    await user.click(screen.getByRole('button', {name: 'Sign out Ada Admin everywhere'}));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You are signed out everywhere, this browser included.',
    );
    expect(view.container).not.toHaveTextContent('Signed in as');
    expect(screen.queryByRole('navigation', {name: 'Admin'})).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('link', {name: 'Sign in again'})).toHaveAttribute('href', '/admin/users');
  });

  it('names your own row once, and never says you have not signed in while you are', () => {
    const you = makeUser({
      id: adminSession.user.id,
      name: 'You',
      email: 'you@example.com',
      role: 'admin',
      provider: null,
    });
    renderWithSite(<UsersAdmin users={[you, eddie]} />, {session: adminSession});
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(/^You\s*you@example\.com/);
    expect(within(rows[0]!).queryByText('you', {exact: true})).toBeNull();
    expect(rows[0]).toHaveTextContent('Signed in now');
    expect(rows[0]).not.toHaveTextContent('Not yet');
    expect(rows[1]).toHaveTextContent('Not yet');
  });

  it('lets an email wrap only after its @', () => {
    renderScreen();
    const cell = screen.getByText('eddie@example.com');
    expect(cell.innerHTML).toBe('eddie@<wbr>example.com');
  });

  it('keeps a person whose removal is refused', async () => {
    mockFetch(apiError(409, 'last-admin', 'The last admin cannot be removed.'));
    const user = userEvent.setup();
    renderScreen();
    await user.click(screen.getByRole('button', {name: 'Remove Ada Admin'}));
    await user.click(screen.getByRole('button', {name: 'Yes, remove Ada Admin'}));
    expect(await screen.findByRole('alert')).toHaveTextContent('The last admin cannot be removed.');
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
  });

  it('adds a person by email and role', async () => {
    const added = makeUser({id: 'user-3', name: 'Bea', email: 'bea@example.com', role: 'editor', provider: null});
    const fetchMock = mockFetch(jsonResponse(added, 201));
    const user = userEvent.setup();
    renderScreen();
    await user.type(screen.getByRole('textbox', {name: 'Email'}), 'Bea@Example.com');
    await user.type(screen.getByRole('textbox', {name: 'Name (optional)'}), 'Bea');
    await user.click(screen.getByRole('button', {name: 'Add person'}));
    expect(await screen.findByText(/Added Bea\./)).toBeInTheDocument();
    expect(fetchCall(fetchMock)).toEqual({
      url: '/api/inkwell/users',
      method: 'POST',
      body: {email: 'bea@example.com', name: 'Bea', role: 'editor'},
    });
    expect(screen.getByText('bea@example.com')).toBeInTheDocument();
    expect(screen.getByRole('textbox', {name: 'Email'})).toHaveValue('');
  });

  it('checks the email first and places server field errors inline', async () => {
    const fetchMock = mockFetch(apiError(400, 'validation', 'That domain is not allowed.', 'email'));
    const user = userEvent.setup();
    renderScreen();
    const email = screen.getByRole('textbox', {name: 'Email'});

    await user.click(screen.getByRole('button', {name: 'Add person'}));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(expect.stringContaining('Enter the email address'));
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(email, 'ada@example.com');
    await user.click(screen.getByRole('button', {name: 'Add person'}));
    expect(email).toHaveAccessibleDescription(expect.stringContaining('already been added'));
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(email);
    await user.type(email, 'x@blocked.example');
    await user.selectOptions(screen.getByRole('combobox', {name: 'Role'}), 'admin');
    await user.click(screen.getByRole('button', {name: 'Add person'}));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(expect.stringContaining('That domain is not allowed.')),
    );
    expect(email).toHaveValue('x@blocked.example');
    expect(fetchCall(fetchMock).body).toEqual({email: 'x@blocked.example', role: 'admin'});
  });

  it('shows an add error without a field as an alert', async () => {
    mockFetch(apiError(403, 'forbidden', 'Only admins can add people.'));
    const user = userEvent.setup();
    renderScreen();
    await user.type(screen.getByRole('textbox', {name: 'Email'}), 'new@example.com');
    await user.click(screen.getByRole('button', {name: 'Add person'}));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only admins can add people.');
  });
});
