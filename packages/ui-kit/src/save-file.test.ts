import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from './save-file';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('saveFile', () => {
  it('clicks a download link named after the file, leaves nothing behind and frees the blob later', () => {
    vi.useFakeTimers();
    const created = vi.fn(() => 'blob:aula/1');
    const revoked = vi.fn();
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
    const clicked: Array<{ href: string; download: string; attached: boolean }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, attached: this.isConnected });
    });
    const file = new Blob(['id,email\n1,ana@example.com\n'], { type: 'text/csv' });
    saveFile(file, 'aprendices.csv');
    expect(created).toHaveBeenCalledWith(file);
    expect(clicked).toEqual([{ href: 'blob:aula/1', download: 'aprendices.csv', attached: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoked).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(revoked).toHaveBeenCalledWith('blob:aula/1');
  });
});
