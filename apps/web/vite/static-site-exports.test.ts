import { describe, expect, it } from 'vitest';
import { withoutServerExports } from './static-site-exports.ts';

describe('a route module in a static site', () => {
  it('loses its server-only re-exports (loader, action, a fallback) and keeps the rest', () => {
    const module = [
      "export { toCountryChoice as clientLoader, toCountryChoice as loader } from '../routes/not-found';",
      "export { signInAction as action } from '../sign-in/sign-in-action';",
      "export { LoginScreen as default } from '../sign-in/login-screen';",
      "export { RootLoading as HydrateFallback } from '../root-layout';",
      "export const handle = { messages: ['auth'] };",
    ].join('\n');
    expect(withoutServerExports(module)).toBe(
      [
        "export { toCountryChoice as clientLoader } from '../routes/not-found';",
        '',
        "export { LoginScreen as default } from '../sign-in/login-screen';",
        '',
        "export const handle = { messages: ['auth'] };",
      ].join('\n'),
    );
  });

  it('leaves a module with nothing of the server unchanged (bad input: a name that only ends in "loader")', () => {
    const module = "export { pageLoader as clientLoader, x as preloader } from './y';";
    expect(withoutServerExports(module)).toBe(module);
  });
});
