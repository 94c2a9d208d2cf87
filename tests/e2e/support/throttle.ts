import type {Page} from '@playwright/test';

/**
 * Slows every request of the page the way a poor mobile connection does (Chromium's own
 * network emulation over CDP), so code that loads on demand arrives late.
 */
export async function throttle(
  page: Page,
  {latencyMs, kilobytesPerSecond}: {latencyMs: number; kilobytesPerSecond: number},
): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: latencyMs,
    downloadThroughput: kilobytesPerSecond * 1024,
    uploadThroughput: kilobytesPerSecond * 1024,
  });
}
