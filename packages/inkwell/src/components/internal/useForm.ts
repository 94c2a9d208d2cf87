'use client';

/**
 * The form state the setup, editor and users screens share: values, inline errors, the
 * error above the form, and moving focus to the first field to fix.
 *
 * @internal
 * @module
 */
import {useRef, useState} from 'react';
import type React from 'react';

import type {ApiErrorDetail} from './api.js';
import {hasErrors} from './fields.js';
import type {FieldErrors} from './fields.js';

/** A control a form field can render. */
export type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Options of {@link useForm}. */
export interface FormOptions<F extends string, V extends Record<F, unknown>> {
  /** The starting values, or a function that makes them on the first render. */
  initial: V | (() => V);
  /** The fields the form shows, in the order they appear; focus looks for errors in this order. */
  fields: readonly F[];
  /** The browser-side checks; an empty result means the values may be sent. */
  validate: (values: V) => FieldErrors<F>;
  /**
   * After the first submit, re-check a field on every change so its message goes as soon as it
   * is fixed. Without it, a change only clears that field's message.
   */
  recheckAfterSubmit?: boolean;
}

/** What {@link useForm} returns. */
export interface FormState<F extends string, V extends Record<F, unknown>> {
  values: V;
  setValues: React.Dispatch<React.SetStateAction<V>>;
  errors: FieldErrors<F>;
  /** An error that names no field, shown above the form. */
  formError: string | null;
  /** Sets or clears the error above the form, for requests that are not the form's own. */
  setFormError: (message: string | null) => void;
  /** Sets one field; its message is cleared (or re-checked, see `recheckAfterSubmit`). */
  setField: <K extends F>(field: K, value: V[K]) => void;
  /** The callback ref for a field's control, so focus can reach it. */
  register: (field: F) => (element: FormControl | null) => void;
  /** The control registered for a field, once it is mounted. */
  control: (field: F) => FormControl | null;
  /**
   * Runs the checks before sending: clears the error above the form, shows the field errors
   * and focuses the first. Returns whether the values may be sent.
   */
  check: () => boolean;
  /** Shows a server error on the field it names (and focuses it), or above the form. */
  showError: (error: ApiErrorDetail) => void;
  /** Starts over with new values and no messages. */
  reset: (values: V) => void;
}

/**
 * Holds a form's values and messages, and moves focus to the first field to fix.
 *
 * @param options - Starting values, field order and checks; see {@link FormOptions}.
 * @returns The state and the handlers the form renders with; see {@link FormState}.
 * @internal
 */
export function useForm<F extends string, V extends Record<F, unknown>>(options: FormOptions<F, V>): FormState<F, V> {
  const {fields, validate, recheckAfterSubmit = false} = options;
  const [values, setValues] = useState<V>(options.initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const controls = useRef(new Map<F, FormControl>());

  const control = (field: F): FormControl | null => controls.current.get(field) ?? null;

  function isField(name: string | undefined): name is F {
    return name !== undefined && (fields as readonly string[]).includes(name);
  }

  function setField<K extends F>(field: K, value: V[K]): void {
    setValues((current) => ({...current, [field]: value}));
    if (recheckAfterSubmit && submitted) {
      const message = validate({...values, [field]: value})[field];
      setErrors((current) => ({...current, [field]: message}));
    } else if (errors[field]) {
      setErrors((current) => ({...current, [field]: undefined}));
    }
  }

  return {
    values,
    setValues,
    errors,
    formError,
    setFormError,
    setField,
    register: (field) => (element) => {
      if (element) controls.current.set(field, element);
      else controls.current.delete(field);
    },
    control,
    check: () => {
      setSubmitted(true);
      setFormError(null);
      const found = validate(values);
      setErrors(found);
      if (!hasErrors(found)) return true;
      const first = fields.find((field) => found[field]);
      if (first) control(first)?.focus();
      return false;
    },
    showError: (error) => {
      const {field} = error;
      if (isField(field)) {
        setErrors({[field]: error.message} as FieldErrors<F>);
        control(field)?.focus();
      } else {
        setFormError(error.message);
      }
    },
    reset: (next) => {
      setValues(next);
      setErrors({});
      setFormError(null);
      setSubmitted(false);
    },
  };
}
