// The ally's demo learner (or another seeded account: its admin) signed in through the API, as the
// cookie a sign-in on that ally's site leaves (token.<allyCode>), so a benchmark can open a
// learner's page or the console.
export const DEMO_PASSWORD = 'Aula-demo-2026';

/**
 * The cookies a sign-in leaves: the HttpOnly session (token.<allyCode>) and the readable mark the
 * web app goes by (user_access.<allyCode>, written by its store on sign-in): without the mark the
 * app takes the visitor for signed out and shows sign-in, whatever the session cookie says.
 */
export async function demoSessionCookies(origin, { country = 'mx', allyCode, email = `demo@${allyCode}.example` }) {
  const response = await fetch(`${origin}/api/${country}/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} answered ${response.status}`);
  const { token, user } = await response.json();
  const { hostname } = new URL(origin);
  return [
    { name: `token.${allyCode}`, value: token, domain: hostname, path: '/' },
    { name: `user_access.${allyCode}`, value: user?.access ?? 'learner', domain: hostname, path: '/' },
  ];
}

/** The ally's new-lessons list (each lesson's id and module), as every seeded database has it. */
export async function newLessons(origin, { country = 'mx', allyCode }) {
  const response = await fetch(`${origin}/api/new_lessons/?country=${country}&ally_code=${allyCode}`);
  if (!response.ok) throw new Error(`new lessons for ${allyCode} answered ${response.status}`);
  const body = await response.json();
  const list = Array.isArray(body) ? body : (body.results ?? []);
  if (!list[0]?.id) throw new Error(`no lesson in the new-lessons list of ${allyCode}`);
  return list;
}
