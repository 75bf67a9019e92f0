import { describe, expect, it } from 'vitest';
import { unbreakablePhoneText } from '../../../src/components/phone-text';

describe('unbreakablePhoneText', () => {
  it('keeps a phone number on one line', () => {
    expect(unbreakablePhoneText('+1 617-555 0142')).toBe('+1\u00a0617\u2011555\u00a00142');
  });
});
