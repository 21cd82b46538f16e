/**
 * Types `text` into a box a letter at a time, all in one go: each key reads the box as the last one
 * left it, with no chance for React's scheduled work in between, as a keyboard does when a busy
 * phone answers late. A box that React set back to an older text meanwhile ends up with letters lost.
 */
export function typeKeysInOneGo(box: HTMLInputElement, text: string): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  for (const letter of text) {
    setValue?.call(box, box.value + letter);
    box.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
