// tus-js-client's browser build (XMLHttpRequest, Blob slices, fingerprints in localStorage) by its
// own path: the console runs in browsers, and tests in jsdom must get it too, not the Node build
// the package's `main` names. Its types are the package's.
declare module 'tus-js-client/lib.esm/browser/index.js' {
  export * from 'tus-js-client';
}
