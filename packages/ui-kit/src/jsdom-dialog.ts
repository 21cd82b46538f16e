// jsdom has <dialog> but not showModal()/close(). The ui-kit owns the dialogs (Modal and its
// presets), so it owns the one stand-in every package's component tests use (ui-kit's own setup
// and @aula/testing/setup install it): just enough to open, close and fire `close`. Focus trapping
// and inertness are the browser's; the stories, run in Chromium, exercise those.
// Never imported by product code: a browser has the real methods, and this leaves them alone.
export function installJsdomDialog(): void {
  // A test file may choose the node environment (a server render): no DOM, nothing to stand in for.
  if (typeof HTMLDialogElement === 'undefined') return;
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
