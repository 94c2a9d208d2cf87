/**
 * Input schemas shared by posts, pages, users and site settings, with messages a person can
 * act on, and the step that turns a zod failure into a {@link ValidationError}.
 *
 * @module
 */

import {z} from 'zod';

import {ValidationError} from './errors.js';
import {MAX_SLUG_LENGTH, SLUG_PATTERN} from './slug.js';

/** The longest title accepted. */
export const MAX_TITLE_LENGTH = 200;
/** The longest Markdown body accepted, in characters. */
export const MAX_BODY_LENGTH = 500_000;
/** The longest excerpt accepted. */
export const MAX_EXCERPT_LENGTH = 500;

/** A string field: `required` when absent, `must be text` when the wrong type. */
export function text(field: string) {
  return z.string({
    error: (issue) => (issue.input === undefined ? `${field} is required.` : `${field} must be text.`),
  });
}

/** Blank strings count as "not given", so a cleared form field means "derive it". */
export function blankAsMissing<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );
}

export const titleField = text('title')
  .trim()
  .min(1, {error: 'title is required: enter a title.'})
  .max(MAX_TITLE_LENGTH, {error: `title must be at most ${MAX_TITLE_LENGTH} characters.`});

export const slugField = blankAsMissing(
  text('slug')
    .trim()
    .max(MAX_SLUG_LENGTH, {error: `slug must be at most ${MAX_SLUG_LENGTH} characters.`})
    .regex(SLUG_PATTERN, {
      error:
        'slug may contain only lower-case letters, digits and single hyphens between them, such as "my-first-post".',
    }),
);

export const bodyField = text('body').max(MAX_BODY_LENGTH, {
  error: `body must be at most ${MAX_BODY_LENGTH} characters.`,
});

export const excerptField = text('excerpt')
  .trim()
  .max(MAX_EXCERPT_LENGTH, {error: `excerpt must be at most ${MAX_EXCERPT_LENGTH} characters.`});

export const statusField = z.enum(['draft', 'published'], {
  error: 'status must be "draft" or "published".',
});

export const roleField = z.enum(['admin', 'editor'], {error: 'role must be "admin" or "editor".'});

/** Whether the value is a plain object, as every request body must be. */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Parses input with `schema`, throwing a {@link ValidationError} for the first problem.
 *
 * @param schema - The object schema.
 * @param input - Untrusted input, such as a parsed request body.
 * @returns The parsed, trimmed value.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  if (!isRecord(input)) throw new ValidationError(undefined, 'The input must be a JSON object.');
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : undefined;
  throw new ValidationError(field, issue?.message ?? 'The input is not valid.');
}

/**
 * Checks a page number and size from a query.
 *
 * @returns Both numbers, with defaults of page 1 and 10 per page.
 */
export function checkPaging(options: {page?: number; pageSize?: number}): {page: number; pageSize: number} {
  const page = options.page ?? 1;
  const pageSize = options.pageSize ?? 10;
  if (!Number.isInteger(page) || page < 1) {
    throw new ValidationError('page', 'page must be a whole number of 1 or more.');
  }
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) {
    throw new ValidationError('pageSize', 'pageSize must be a whole number from 1 to 100.');
  }
  return {page, pageSize};
}
