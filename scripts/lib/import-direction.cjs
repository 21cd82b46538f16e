// The import direction of ARCHITECTURE.md as data: which workspace packages each package may
// import (source and tests alike). apps/* -> feature packages -> api-client, ui-kit, brand ->
// contracts. Features never import each other; apps/api imports contracts and nothing from the
// front end. @aula/demo-content is data: the API seed and the msw fixtures read it, nothing in the
// product's front end does. CommonJS so that .dependency-cruiser.cjs can require it.
const featurePackages = [
  '@aula/auth',
  '@aula/lessons',
  '@aula/achievements',
  '@aula/profile',
  '@aula/blog',
  '@aula/console',
];
const foundations = ['@aula/contracts', '@aula/brand', '@aula/api-client', '@aula/ui-kit'];

const allowed = {
  '@aula/contracts': [],
  '@aula/brand': ['@aula/contracts'],
  '@aula/demo-content': ['@aula/contracts'],
  '@aula/mocks': ['@aula/contracts', '@aula/demo-content'],
  // api-client's own tests run against the shared msw handlers.
  '@aula/api-client': ['@aula/contracts', '@aula/mocks'],
  '@aula/ui-kit': ['@aula/contracts', '@aula/brand'],
  '@aula/testing': [...foundations, '@aula/mocks'],
  '@aula/api': ['@aula/contracts', '@aula/demo-content'],
  '@aula/web': [...foundations, ...featurePackages, '@aula/mocks', '@aula/testing'],
};
for (const feature of featurePackages) allowed[feature] = [...foundations, '@aula/mocks', '@aula/testing'];

/** The workspace packages `name` may import, or null for a package the rules do not know. */
function allowedImports(name) {
  return allowed[name] ?? null;
}

module.exports = { featurePackages, allowedImports };
