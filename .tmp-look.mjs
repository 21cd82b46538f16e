import { chromium } from '@playwright/test';

const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
page.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 300)));
page.on('requestfailed', (r) => console.log('failed', r.url()));
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(2000);
console.log('title', await page.title(), await page.locator('h1').allTextContents());
await page.screenshot({ path: '/tmp/look.png' });
await browser.close();
