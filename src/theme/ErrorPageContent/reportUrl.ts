/** The longest error text put into an issue link; browsers and GitHub cap URL length. */
export const MAX_REPORTED_MESSAGE_LENGTH = 1500;

/**
 * Builds a "new issue" link that carries the page and the error, so a reader who hits a
 * crash can report it in one click instead of describing it from memory.
 */
export function buildReportUrl(repository: string, pageUrl: string, errorMessage: string): string {
  const message =
    errorMessage.length > MAX_REPORTED_MESSAGE_LENGTH
      ? `${errorMessage.slice(0, MAX_REPORTED_MESSAGE_LENGTH)}…`
      : errorMessage;
  const params = new URLSearchParams({
    title: `Docs page crashed: ${new URL(pageUrl).pathname}`,
    labels: 'docs',
    body: `The page ${pageUrl} crashed.\n\nError:\n\n\`\`\`\n${message}\n\`\`\`\n`,
  });
  return `${repository.replace(/\/+$/, '')}/issues/new?${params.toString()}`;
}
