// The console's screens as the accessibility and screenshot specs visit them: each ally's demo
// records (packages/demo-content, the ids every-route.spec uses too) and a fresh invitation link.
import { type APIRequestContext, expect } from '@playwright/test';

export type Ally = 'impulsa' | 'crecer';

export interface ConsoleScreen {
  /** Short, file-name safe: the screenshot's name. */
  name: string;
  path: string;
}

/** The ally team member each brand's console is seen as: impulsa's admin, crecer's editor. */
/** How console-publishing.spec titles the post it writes (then a timestamp): other specs leave it out of their lists. */
export const PUBLISHING_SPEC_POST = 'Precios de temporada';

export const TEAM_MEMBER: Record<Ally, string> = {
  impulsa: 'admin@impulsa.example',
  crecer: 'editor@crecer.example',
};

/** A module with lessons and a lesson with parts of each demo ally (seeded, never changed by a spec). */
const DEMO_RECORDS: Record<Ally, { moduleId: number; lessonId: number }> = {
  impulsa: { moduleId: 2, lessonId: 1 },
  crecer: { moduleId: 5, lessonId: 14 },
};

/**
 * The console's editing screens (not the invitation's, whose link is made per run, nor the insight
 * ones), the post's id asked through `request`, signed in as the ally's team member.
 */
export async function editingScreens(request: APIRequestContext, ally: Ally): Promise<ConsoleScreen[]> {
  const root = `/mx/${ally}/consola`;
  const { moduleId, lessonId } = DEMO_RECORDS[ally];
  const postId = await demoPostId(request, ally);
  return [
    { name: 'home', path: root },
    { name: 'team', path: `${root}/equipo` },
    { name: 'modules', path: `${root}/modulos` },
    { name: 'module', path: `${root}/modulos/${moduleId}` },
    { name: 'lesson', path: `${root}/lecciones/${lessonId}` },
    { name: 'blog', path: `${root}/blog` },
    ...(postId === undefined ? [] : [{ name: 'post', path: `${root}/blog/${postId}` }]),
    { name: 'new-post', path: `${root}/blog/nueva` },
    { name: 'landing', path: `${root}/portada` },
    { name: 'rewards', path: `${root}/premios` },
  ];
}

/**
 * The ally's oldest post, which no spec edits (console-publishing adds and deletes its own). None in
 * the demo: its posts are the platform's (on every ally's blog), which an ally's team does not edit.
 */
async function demoPostId(request: APIRequestContext, ally: Ally): Promise<number | undefined> {
  const response = await request.get('/api/console/posts/', { headers: { 'x-aula-ally': ally } });
  expect(response.status(), 'the console lists the ally’s posts').toBe(200);
  const { results } = (await response.json()) as { results: { id: number }[] };
  return results.length === 0 ? undefined : Math.min(...results.map(({ id }) => id));
}

async function staffToken(baseURL: string): Promise<string> {
  const login = await fetch(new URL('/api/mx/login/', baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'staff@aula.example', password: 'Aula-staff-2026' }),
  });
  expect(login.status, 'staff sign in').toBe(200);
  return ((await login.json()) as { token: string }).token;
}

export interface Invitation {
  /** The link's path as the outbox holds it: `/invitacion-equipo?token=…`. */
  path: string;
  /** Withdraws it, so the team screen other specs and screenshots see is the demo's. */
  revoke: () => Promise<void>;
}

/** A new invitation to the ally's team, made by staff through the API (staff act for any ally). */
export async function invite(baseURL: string, ally: Ally, email: string): Promise<Invitation> {
  const token = await staffToken(baseURL);
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-aula-ally': ally };
  const invited = await fetch(new URL('/api/console/team/invitations/', baseURL), {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, role: 'ally_editor', url_base: baseURL }),
  });
  expect(invited.status, 'staff invite to the ally’s team').toBe(201);
  const { id } = (await invited.json()) as { id: number };
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(new URL(`/dev/outbox/?to=${encodeURIComponent(email)}`, baseURL));
        const { results } = (await response.json()) as { results: { text: string }[] };
        link = results
          .map((message) => /https?:\/\/\S+\/invitacion-equipo\?\S+/.exec(message.text)?.[0])
          .findLast(Boolean);
        return link !== undefined;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  const url = new URL(link ?? '');
  return {
    path: `${url.pathname}${url.search}`,
    revoke: async () => {
      const gone = await fetch(new URL(`/api/console/team/invitations/${id}/`, baseURL), {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}`, 'x-aula-ally': ally },
      });
      expect(gone.status, 'invitation withdrawn').toBe(200);
    },
  };
}
