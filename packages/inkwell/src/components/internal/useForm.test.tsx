// @vitest-environment jsdom
import {render, screen} from '@testing-library/react';
import {userEvent} from '@testing-library/user-event';
import {useState} from 'react';
import type React from 'react';

import type {ApiErrorDetail} from './api.js';
import type {FieldErrors} from './fields.js';
import {useForm} from './useForm.js';

type F = 'first' | 'second';
type V = Record<F, string>;

function validate(values: V): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  if (values.first === '') errors.first = 'Fill in first.';
  if (values.second === '') errors.second = 'Fill in second.';
  return errors;
}

function TestForm(props: {recheckAfterSubmit?: boolean; serverErrors?: ApiErrorDetail[]}): React.JSX.Element {
  const {recheckAfterSubmit, serverErrors = []} = props;
  const form = useForm<F, V>({
    initial: {first: '', second: ''},
    fields: ['first', 'second'],
    validate,
    recheckAfterSubmit,
  });
  const [sent, setSent] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSent(form.check());
      }}
    >
      <output>{sent ? 'sent' : 'not sent'}</output>
      {form.formError ? <p role="alert">{form.formError}</p> : null}
      {(['first', 'second'] as const).map((field) => (
        <p key={field}>
          <input
            aria-label={field}
            ref={form.register(field)}
            value={form.values[field]}
            aria-invalid={form.errors[field] ? true : undefined}
            onChange={(event) => form.setField(field, event.target.value)}
          />
          {form.errors[field] ? <span>{form.errors[field]}</span> : null}
        </p>
      ))}
      <button type="submit">Send</button>
      {serverErrors.map((error) => (
        <button key={error.message} type="button" onClick={() => form.showError(error)}>
          {error.message}
        </button>
      ))}
    </form>
  );
}

const box = (name: F) => screen.getByRole('textbox', {name});

describe('useForm', () => {
  it('checks before sending and focuses the first field to fix, in field order', async () => {
    const user = userEvent.setup();
    render(<TestForm />);
    await user.type(box('first'), 'x');
    await user.click(screen.getByRole('button', {name: 'Send'}));
    expect(screen.getByRole('status')).toHaveTextContent('not sent');
    expect(screen.getByText('Fill in second.')).toBeVisible();
    expect(box('second')).toHaveFocus();

    await user.type(box('second'), 'y');
    expect(screen.queryByText('Fill in second.')).toBeNull();
    await user.click(screen.getByRole('button', {name: 'Send'}));
    expect(screen.getByRole('status')).toHaveTextContent(/^sent$/);
  });

  it('clears a message on change, or re-checks the field after a submit when asked', async () => {
    const user = userEvent.setup();
    const {unmount} = render(<TestForm />);
    await user.click(screen.getByRole('button', {name: 'Send'}));
    await user.type(box('first'), 'a');
    await user.clear(box('first'));
    // Cleared by the change, not re-checked: empty again, but quiet until the next submit.
    expect(screen.queryByText('Fill in first.')).toBeNull();
    unmount();

    render(<TestForm recheckAfterSubmit />);
    await user.type(box('first'), 'a');
    await user.clear(box('first'));
    expect(screen.queryByText('Fill in first.')).toBeNull();
    await user.click(screen.getByRole('button', {name: 'Send'}));
    await user.type(box('first'), 'a');
    expect(screen.queryByText('Fill in first.')).toBeNull();
    await user.clear(box('first'));
    expect(screen.getByText('Fill in first.')).toBeVisible();
  });

  it('shows a server error on the field it names, and any other above the form', async () => {
    const user = userEvent.setup();
    const taken: ApiErrorDetail = {code: 'conflict', message: 'Second is taken.', field: 'second'};
    const elsewhere: ApiErrorDetail = {code: 'invalid', message: 'Author is wrong.', field: 'author'};
    render(<TestForm serverErrors={[taken, elsewhere]} />);
    await user.click(screen.getByRole('button', {name: taken.message}));
    expect(box('second')).toHaveAttribute('aria-invalid', 'true');
    expect(box('second')).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();

    // A field this form does not show must not vanish: it goes above the form.
    await user.click(screen.getByRole('button', {name: elsewhere.message}));
    expect(screen.getByRole('alert')).toHaveTextContent('Author is wrong.');
  });
});
