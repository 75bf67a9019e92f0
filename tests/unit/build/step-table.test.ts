import { describe, expect, it } from 'vitest';
import { formatStepTable } from '../../../builder/step-table';

describe('formatStepTable', () => {
  it('lists each step with its milliseconds and share of the total, in order', () => {
    expect(formatStepTable({ frontmatter: 100, bundle: 300, compress: 600 }).split('\n')).toEqual([
      'step              ms  share',
      'frontmatter      100   10%',
      'bundle           300   30%',
      'compress         600   60%',
      'total           1000',
    ]);
  });
});
