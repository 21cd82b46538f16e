// A demo learner of the bench: signs in through the API and gathers the lessons and parts the
// mixed load reads and writes (favourites, ratings), so every request of the bench is one a real learner could make.
const LEARNER = { email: 'demo@impulsa.example', password: 'Aula-demo-2026', country: 'mx', allyCode: 'impulsa' };

async function json(url, init) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

export async function signInLearner(baseUrl) {
  const { token } = await json(`${baseUrl}/api/${LEARNER.country}/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: LEARNER.email, password: LEARNER.password }),
  });
  const auth = { authorization: `Bearer ${token}`, 'x-aula-ally': LEARNER.allyCode };
  const { results: modules } = await json(`${baseUrl}/api/lesson_modules/`, { headers: auth });
  const lessonIds = [];
  for (const module of modules) {
    const { results } = await json(`${baseUrl}/api/lesson_modules/${module.id}/lessons/`, { headers: auth });
    lessonIds.push(...results.map((lesson) => lesson.id));
  }
  if (lessonIds.length === 0) throw new Error(`the demo learner ${LEARNER.email} sees no lesson`);
  const partIds = [];
  for (const id of lessonIds.slice(0, 5)) {
    const { parts } = await json(`${baseUrl}/api/lessons/${id}/`, { headers: auth });
    partIds.push(...parts.map((part) => part.id));
  }
  return { ...LEARNER, token, auth, lessonIds, partIds, moduleIds: modules.map((module) => module.id) };
}
