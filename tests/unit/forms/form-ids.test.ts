import { describe, expect, it } from 'vitest';
import { formIds } from '../../../src/forms/form-definition';
import { forms } from '../../../src/forms/forms';

describe('form ids', () => {
  it('are the ids of the form definitions, one each, in the order of the list', () => {
    expect(forms.map((form) => form.id)).toEqual([...formIds]);
  });
});
