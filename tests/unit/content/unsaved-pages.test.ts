import { describe, expect, it } from 'vitest';
import { UnsavedPages } from '../../../content/unsaved-pages';

describe('UnsavedPages.settled', () => {
  it('resolves at once when no preview was asked for', async () => {
    await expect(new UnsavedPages().settled()).resolves.toBeUndefined();
  });

  it('resolves once the previews asked for so far are made, failed ones too', async () => {
    const unsaved = new UnsavedPages();
    const order: string[] = [];
    let finish = () => {};
    const first = unsaved.during(
      'a.mdx',
      'A',
      () => {},
      () => new Promise<void>((resolve) => (finish = resolve)),
    );
    const second = unsaved.during(
      'b.mdx',
      'B',
      () => {},
      () => Promise.reject(new Error('broken page')),
    );
    second.catch(() => undefined);
    const settled = unsaved.settled().then(() => order.push('settled'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(order).toEqual([]);
    finish();
    await first.then(() => order.push('first'));
    await settled;
    expect(order).toEqual(['first', 'settled']);
    await expect(second).rejects.toThrow('broken page');
  });
});
