import type {Page} from '@playwright/test';

/** Makes the page report a Network Information API connection, as a phone on a slow plan would. */
export async function emulateConnection(
  page: Page,
  connection: {saveData: boolean; effectiveType: string},
): Promise<void> {
  await page.addInitScript((value) => {
    Object.defineProperty(navigator, 'connection', {configurable: true, get: () => value});
  }, connection);
}
