import {chromium} from '@playwright/test';
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox']});
const [path, selector] = process.argv.slice(2);
const page = await browser.newPage();
await page.goto('http://127.0.0.1:4175' + path);
await page.waitForSelector('html[data-has-hydrated="true"]');
console.log((await page.locator(selector).first().innerHTML()).slice(0, 1500));
await browser.close();
