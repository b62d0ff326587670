// Screenshots of the audience picker and the send confirmation (not a test; run by hand).
import { chromium } from 'playwright';
const BASE = process.env.BASE ?? 'http://127.0.0.1:4384';
const OUT = '/tmp/shots-wip-audiences';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const setup = await browser.newContext();
const page0 = await setup.newPage();
await page0.goto(`${BASE}/api/login`);
await page0.fill('input[name=email]', 'ada@example.org');
await page0.fill('input[name=password]', 'a long passphrase for shots');
await Promise.all([page0.waitForNavigation(), page0.click('button[type=submit]')]);
const state = await setup.storageState();
const api = (method, path, data) =>
  page0.request.fetch(`${BASE}${path}`, {
    method,
    data,
    headers: { Origin: BASE, 'Content-Type': 'application/json' },
  });
for (const [name, source] of [
  ['Ada Lovelace', 'radio'],
  ['Grace Hopper', 'radio'],
  ['Alan Turing', 'newsletter'],
  ['Edsger Dijkstra', ''],
]) {
  await api('POST', '/api/pledges', {
    name,
    email: `${name.split(' ')[0].toLowerCase()}@example.org`,
    ...(source ? { utm_source: source } : {}),
  });
}
await api('POST', '/api/admin/segments', {
  name: 'Radio listeners',
  filter: { kind: 'everyone', source: 'radio' },
});
await api('POST', '/api/admin/segments', {
  name: 'November pledgers',
  filter: { kind: 'pledgers', from: '2026-11-01', to: '2026-11-30' },
});
const created = await api('POST', '/api/admin/newsletters', {
  subject: 'Week two: reading the label',
  html: '<h2>Week two</h2><p>E249 to E252, explained.</p>',
});
const { id } = await created.json();
for (const theme of ['light', 'dark']) {
  for (const width of [375, 1440]) {
    const context = await browser.newContext({
      storageState: state,
      viewport: { width, height: width < 768 ? 812 : 900 },
      colorScheme: theme,
    });
    await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
    const page = await context.newPage();
    await page.goto(`${BASE}/admin/newsletters`);
    await page.getByRole('region', { name: 'Segments' }).getByText('Radio listeners').waitFor();
    await page.getByRole('heading', { name: 'Segments' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${OUT}/segments-${width}-${theme}.png`, fullPage: true });
    await page.getByRole('button', { name: 'New segment' }).click();
    await page.getByRole('dialog').getByLabel('Name').fill('Radio pledgers');
    await page.screenshot({ path: `${OUT}/segment-editor-${width}-${theme}.png` });
    await page.keyboard.press('Escape');
    await page.goto(`${BASE}/admin/newsletters?open=${id}`);
    await page.getByRole('button', { name: 'Send or schedule…' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /Send to \d+ people/ }).waitFor();
    await page.screenshot({ path: `${OUT}/send-confirm-${width}-${theme}.png` });
    await dialog.getByRole('combobox', { name: 'Send to' }).click();
    await page.getByText('Segment: Radio listeners').waitFor();
    await page.screenshot({ path: `${OUT}/audience-picker-${width}-${theme}.png` });
    await page.getByText('Segment: Radio listeners').click();
    await dialog.getByRole('radio', { name: 'At a time' }).check();
    await dialog.getByLabel('Send at').fill('2026-12-01T09:00');
    await dialog.getByRole('button', { name: /Schedule for \d+ people/ }).waitFor();
    await page.screenshot({ path: `${OUT}/schedule-confirm-${width}-${theme}.png` });
    await context.close();
  }
}
await browser.close();
console.log('shots done');
