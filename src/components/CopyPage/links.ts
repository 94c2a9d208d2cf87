/** The Markdown twin of a docs page: `/docs/x/y` is `/docs/x/y.md`. */
export function markdownTwinPath(pathname: string): string {
  return `${pathname.replace(/\/$/, '') || '/index'}.md`;
}

/** The prompt the assistants open with: the page's address, so they read it themselves. */
function assistantPrompt(pageUrl: string): string {
  return `Read ${pageUrl} and help me with questions about it.`;
}

export function chatGptUrl(pageUrl: string): string {
  return `https://chatgpt.com/?hints=search&q=${encodeURIComponent(assistantPrompt(pageUrl))}`;
}

export function claudeUrl(pageUrl: string): string {
  return `https://claude.ai/new?q=${encodeURIComponent(assistantPrompt(pageUrl))}`;
}
