// jsdom knows <dialog> but cannot open one as a modal. The confirmation of the sessions screen
// only needs it opened and closed (with its close event); real modality is the ui-kit's to prove
// in Chromium, in its stories.
const dialogs = HTMLDialogElement.prototype;
if (typeof dialogs.showModal !== 'function') {
  dialogs.showModal = function openAsModal(this: HTMLDialogElement) {
    this.open = true;
  };
  dialogs.close = function closeDialog(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}
