// styled-components names a component by the order components are created in, which differs
// between the server renderer (one bundle) and the browser (chunks loaded in the visitor's order):
// the classes would not match and hydration would fail. Vite's transformer (oxc) has the
// styled-components plugin built in: `ssr` gives each styled component an id from its file and
// place, the same in both builds. The rest is off so the bundles stay as written (no display
// names in production class names, CSS untouched).
import type { OxcOptions } from 'vite';

export const styledComponentIds: NonNullable<OxcOptions['plugins']>['styledComponents'] = {
  ssr: true,
  displayName: false,
  fileName: false,
  transpileTemplateLiterals: false,
  minify: false,
  pure: false,
};
