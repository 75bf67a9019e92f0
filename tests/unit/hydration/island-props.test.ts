import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { decodeIslandProps, encodeIslandProps } from '../../../src/hydration/island-props';

describe('encodeIslandProps / decodeIslandProps', () => {
  it('round-trips nested JSON data', () => {
    const props = {
      title: 'News',
      count: 3,
      ratio: -0.5,
      open: false,
      empty: null,
      items: [{ title: 'Q1', tags: ['a', 'b'], meta: { year: 2026, nested: [[1, 2], []] } }],
    };
    const json = encodeIslandProps('InvestorNews', props);
    expect(typeof json).toBe('string');
    expect(decodeIslandProps(json)).toEqual(props);
  });

  it('drops undefined props', () => {
    const json = encodeIslandProps('X', { a: 1, b: undefined, c: { d: undefined, e: 'x' } });
    expect(json).toBe('{"a":1,"c":{"e":"x"}}');
  });

  it('decodes missing props as an empty object', () => {
    expect(decodeIslandProps(undefined)).toEqual({});
    expect(decodeIslandProps('')).toEqual({});
  });

  it('refuses a function', () => {
    expect(() => encodeIslandProps('InvestorNews', { onClick: () => {} })).toThrow(
      'Island <InvestorNews>: prop onClick is a function; island props must be JSON data',
    );
  });

  it('refuses a React element, with its path', () => {
    expect(() => encodeIslandProps('InvestorNews', { items: [{ body: createElement('p', null, 'hi') }] })).toThrow(
      'Island <InvestorNews>: prop items[0].body is a React element (MDX children or markup cannot be sent to the browser; pass text or data); island props must be JSON data',
    );
  });

  it('refuses a Date, with its path', () => {
    expect(() =>
      encodeIslandProps('InvestorNews', { items: [{ title: 'a' }, { title: 'b', when: new Date(0) }] }),
    ).toThrow('Island <InvestorNews>: prop items[1].when is a Date object; island props must be JSON data');
  });

  it('refuses a Map', () => {
    expect(() => encodeIslandProps('X', { lookup: new Map() })).toThrow(
      'Island <X>: prop lookup is a Map object; island props must be JSON data',
    );
  });

  it('refuses NaN and Infinity', () => {
    expect(() => encodeIslandProps('X', { stats: { ratio: Number.NaN } })).toThrow(
      'Island <X>: prop stats.ratio is the number NaN; island props must be JSON data',
    );
    expect(() => encodeIslandProps('X', { max: Number.POSITIVE_INFINITY })).toThrow('prop max is the number Infinity');
  });
});
