// The learner's data-saver choice as the pages last told it, kept where a restarted worker finds it.
const SETTINGS_CACHE = 'aula-settings';
const DATA_SAVER_KEY = '/__aula/data-saver';

export async function rememberDataSaver(on: boolean): Promise<void> {
  await (await caches.open(SETTINGS_CACHE)).put(DATA_SAVER_KEY, new Response(on ? 'on' : 'off'));
}

/** The browser's `Save-Data`, or the learner's choice in settings. */
export async function dataSaverOn(request: Request): Promise<boolean> {
  if (request.headers.get('save-data') === 'on') return true;
  const stored = await (await caches.open(SETTINGS_CACHE)).match(DATA_SAVER_KEY);
  return (await stored?.text()) === 'on';
}
