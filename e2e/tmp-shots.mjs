// Temporary: screenshots for review (not committed).
import { chromium } from '@playwright/test';
const BASE = 'http://localhost:3377';
const out = '/tmp/shots';
const api = async (path, { method = 'GET', body, token, ally } = {}) => {
  const headers = {};
  if (body) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  if (ally) headers['x-aula-ally'] = ally;
  const r = await fetch(BASE + path, { method, headers, body: body ? JSON.stringify(body) : undefined });
  if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${await r.text()}`);
  return r.json();
};
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const users = { impulsa: ['demo@impulsa.example', '525550000001'], crecer: ['demo@crecer.example', '525550000002'] };
for (const ally of ['impulsa', 'crecer']) {
  const [email, phone] = users[ally];
  const { token } = await api('/api/mx/login/', { method: 'POST', body: { email, password: 'Aula-demo-2026' } });
  // Not yet opted in: the module page says where to accept.
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: 'light' });
  const page = await ctx.newPage();
  await page.goto(`${BASE}/mx/${ally}/ingresar`);
  const csrf = (await ctx.cookies()).find((c) => c.name === 'csrftoken')?.value;
  await ctx.request.post(`${BASE}/api/mx/login/`, { data: { email, password: 'Aula-demo-2026' }, headers: csrf ? { 'x-csrftoken': csrf } : {} });
  const mods = await api('/api/lesson_modules/', { token, ally });
  const mod = mods.results[0];
  await page.goto(`${BASE}/mx/${ally}/seccion/modulos/${mod.id}`);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${out}/${ally}-module-noconsent-390.png`, fullPage: false });
  await api('/api/account/reminders/', { method: 'PUT', token, ally, body: { optedIn: true, channel: 'whatsapp', frequency: 'daily', quietHours: { start: 21, end: 8 }, timeZone: 'America/Mexico_City', language: 'es' } });
  for (const [w, scheme] of [[320, 'light'], [390, 'dark'], [1280, 'light']]) {
    const c2 = await browser.newContext({ viewport: { width: w, height: 900 }, colorScheme: scheme, storageState: await ctx.storageState() });
    const p2 = await c2.newPage();
    await p2.goto(`${BASE}/mx/${ally}/seccion/modulos/${mod.id}`);
    await p2.waitForTimeout(1500);
    await p2.screenshot({ path: `${out}/${ally}-module-${w}-${scheme}.png` });
    await c2.close();
  }
  // The chat: the site's link, then the first lesson in the chat.
  await page.goto(`${BASE}/mx/${ally}/seccion/modulos/${mod.id}`);
  await page.getByRole('link', { name: 'Aprender por WhatsApp' }).click();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page.waitForTimeout(500);
  for (let i = 0; i < 6; i++) {
    await page.waitForTimeout(21000);
    const next = page.getByRole('button', { name: 'Siguiente' }).last();
    if (!(await next.count())) break;
    await next.click();
    await page.waitForTimeout(500);
    if (await page.getByText('¡Terminaste la lección').count()) break;
  }
  for (const [w, scheme] of [[320, 'light'], [390, 'dark'], [1280, 'light']]) {
    const c3 = await browser.newContext({ viewport: { width: w, height: 900 }, colorScheme: scheme });
    const p3 = await c3.newPage();
    await p3.goto(`${BASE}/dev/whatsapp/${phone}`);
    await p3.screenshot({ path: `${out}/${ally}-chat-${w}-${scheme}.png`, fullPage: true });
    await c3.close();
  }
  await ctx.close();
}
// Console: staff allies page, the module form, a lesson's preview.
for (const [who, path, name] of [
  ['staff@aula.example', '/mx/impulsa/consola/aliados', 'allies'],
  ['admin@impulsa.example', '/mx/impulsa/consola/modulos/1', 'module-form'],
  ['admin@impulsa.example', '/mx/impulsa/consola/recorrido', 'funnel'],
  ['admin@impulsa.example', '/mx/impulsa/consola/resumen', 'overview'],
]) {
  for (const [w, scheme] of [[390, 'dark'], [1280, 'light']]) {
    const c = await browser.newContext({ viewport: { width: w, height: 900 }, colorScheme: scheme });
    const p = await c.newPage();
    await p.goto(`${BASE}/mx/impulsa/ingresar`);
    const csrf = (await c.cookies()).find((k) => k.name === 'csrftoken')?.value;
    const r = await c.request.post(`${BASE}/api/mx/login/`, { data: { email: who, password: who.startsWith('staff') ? 'Aula-staff-2026' : 'Aula-demo-2026' }, headers: csrf ? { 'x-csrftoken': csrf } : {} });
    const { user } = await r.json();
    await c.addCookies([{ name: 'user_access.impulsa', value: user.access, url: BASE }]);
    await p.goto(BASE + path);
    await p.waitForTimeout(3000);
    if (name === 'allies') { await p.getByRole('button', { name: /Número de WhatsApp/ }).first().click().catch(() => {}); await p.waitForTimeout(500); }
    await p.screenshot({ path: `${out}/console-${name}-${w}-${scheme}.png`, fullPage: true });
    if (name === 'module-form') {
      const lesson = p.getByRole('link', { name: 'Conoce a tu cliente ideal' });
      if (await lesson.count()) {
        await lesson.first().click();
        await p.waitForTimeout(2000);
        await p.getByRole('button', { name: /conversación de WhatsApp/i }).click().catch((e) => console.log('no preview button', e.message));
        await p.waitForTimeout(2000);
        await p.screenshot({ path: `${out}/console-preview-${w}-${scheme}.png`, fullPage: true });
      }
    }
    await c.close();
  }
}
await browser.close();
console.log('done');
