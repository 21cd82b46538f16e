// jsdom has <dialog> but not showModal()/close(): enough of both for the exit-class and address
// dialogs. Focus trapping and inertness are the browser's; the e2e run in Chromium covers those.
const proto = HTMLDialogElement.prototype;
if (typeof proto.showModal !== 'function') {
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
