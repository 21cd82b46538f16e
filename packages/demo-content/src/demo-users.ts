/**
 * The demo sign-in details, in one place: the seed creates these accounts, the server prints them
 * on start, the msw mocks sign them in and the README lists them. Demo content only; a database
 * with DATABASE_URL gets them only with SEED_DEMO=true.
 */
export const DEMO_PASSWORD = 'Aula-demo-2026';
export const DEMO_PIN = '2026';

/** One learner per ally of the demo world, in the order a fresh database numbers them (ids 1, 2). */
export const DEMO_USERS = [
  { allyCode: 'impulsa', country: 'mx', name: 'María Demo', email: 'demo@impulsa.example', phone: '+525550000001' },
  { allyCode: 'crecer', country: 'mx', name: 'José Demo', email: 'demo@crecer.example', phone: '+525550000002' },
] as const;

export type DemoUser = (typeof DEMO_USERS)[number];

/** A staff member of the platform: sees every ally's modules under /admin/. Signs in by email only. */
export const DEMO_STAFF = {
  allyCode: 'impulsa',
  country: 'mx',
  name: 'Equipo de contenidos',
  email: 'staff@aula.example',
  password: 'Aula-staff-2026',
} as const;

/**
 * Ally team members who work in their ally's console (`/{country}/{allyCode}/consola`), with the demo
 * password; a fresh database numbers them after the staff member. An admin runs content and team,
 * an editor content only; crecer's editor and admin show that one ally's team cannot reach another's.
 */
export const DEMO_TEAM = [
  {
    allyCode: 'impulsa',
    country: 'mx',
    name: 'Adriana Admin',
    email: 'admin@impulsa.example',
    access: 'ally_admin',
  },
  {
    allyCode: 'impulsa',
    country: 'mx',
    name: 'Elena Editora',
    email: 'editor@impulsa.example',
    access: 'ally_editor',
  },
  {
    allyCode: 'crecer',
    country: 'mx',
    name: 'Carlos Editor',
    email: 'editor@crecer.example',
    access: 'ally_editor',
  },
  // Last, so the members above keep their ids: crecer's admin opens what only admins see (its
  // learners) and shows that none of impulsa's are there (e2e/console-insight-isolation.spec.ts).
  {
    allyCode: 'crecer',
    country: 'mx',
    name: 'Clara Admin',
    email: 'admin@crecer.example',
    access: 'ally_admin',
  },
] as const;

export type DemoTeamMember = (typeof DEMO_TEAM)[number];
