import { describe, expect, it } from 'vitest';
import { compileMessage } from './compile-message';

describe('a bare <', () => {
  it('before a number, in words too', async () => {
    expect(await compileMessage('<Prose>', '  Costs fell by <30% in a year.', '</Prose>')).toBe(
      '2:17: `<30%`: a bare < starts a tag in MDX; write `&lt;30%` or `less than 30%`',
    );
    expect(await compileMessage('Plans from <$5 a month.')).toBe(
      '1:12: `<$5`: a bare < starts a tag in MDX; write `&lt;$5` or `less than $5`',
    );
  });

  it('before anything else', async () => {
    expect(await compileMessage('Costs <=5 a month')).toBe('1:7: `<=5`: a bare < starts a tag in MDX; write `&lt;=5`');
    expect(await compileMessage('when a <b and more')).toBe('1:8: `<b`: a bare < starts a tag in MDX; write `&lt;b`');
  });

  it('before a space is text already', async () => {
    expect(await compileMessage('Costs fell by < 30% in a year.')).toBe('compiled');
  });
});

describe('curly braces', () => {
  it('around words that are not code', async () => {
    expect(await compileMessage('Prices {rose or fell} today.')).toBe(
      '1:8: `{rose or fell}`: curly braces hold code in MDX; to show them, write `\\{rose or fell\\}`, or remove them',
    );
  });

  it('around a prop value that is not code', async () => {
    expect(await compileMessage('<Section title={Our work}>', '  Text', '</Section>')).toBe(
      '1:16: `title={Our work}`: curly braces hold code in MDX; for text, write `title="Our work"`',
    );
  });

  it('around code whose quotes a word processor made curly', async () => {
    expect(await compileMessage('<Stat value={“42”} label="Offices" />')).toBe(
      '1:13: `value={“42”}`: replace the curly quotes with straight ones: `value={"42"}`',
    );
    expect(await compileMessage('<Chart data={{ “x”: 1, ‘y’: 2 }} />')).toBe(
      '1:13: `data={{ “x”: 1, ‘y’: 2 }}`: replace the curly quotes with straight ones: `data={{ "x": 1, \'y\': 2 }}`',
    );
    expect(await compileMessage('Grew {“fast”} this year.')).toBe(
      '1:6: `{“fast”}`: replace the curly quotes with straight ones: `{"fast"}`',
    );
  });

  it('never closed', async () => {
    expect(await compileMessage('Use a { here', '', 'More.')).toBe(
      '1:7: `{` has no closing `}`: curly braces hold code in MDX; to show a brace, write `\\{`',
    );
  });
});

describe('tags', () => {
  it('an HTML comment', async () => {
    expect(await compileMessage('Hello', '', '<!-- note to self -->')).toBe(
      '3:1: `<!-- note to self -->`: HTML comments do not work in MDX; write `{/* note to self */}` instead',
    );
  });

  it('an apostrophe that ends a prop in single quotes', async () => {
    expect(await compileMessage("<Section title='It's here' tone=\"muted\">", '  Text', '</Section>')).toBe(
      "1:10: `title='It's here'`: the apostrophe ends the quoted text early; write `title=\"It's here\"`",
    );
    expect(await compileMessage("<Card title='Clients' 50% growth' />")).toBe(
      "1:7: `title='Clients' 50% growth'`: the apostrophe ends the quoted text early; write `title=\"Clients' 50% growth\"`",
    );
  });

  it('a double quote that ends a prop in double quotes', async () => {
    expect(await compileMessage('<Section title="The "best" one">', '  Text', '</Section>')).toBe(
      '1:10: `title="The "best" one"`: the inner " ends the quoted text early; write `title=\'The "best" one\'`',
    );
  });

  it('a tag never closed, at its own line', async () => {
    expect(
      await compileMessage('Intro', '', '<Section title="x">', '  <Prose>', '    Text', '  </Prose>', '', 'More'),
    ).toBe('3:1: `<Section>` on line 3 is never closed; add `</Section>` where it ends');
    expect(await compileMessage('Hello <strong>there', '', 'More')).toBe(
      '1:7: `<strong>` on line 1 is never closed; add `</strong>` before its paragraph ends',
    );
  });

  it('an HTML line break without its slash: write <br />, never "add </br>"', async () => {
    expect(await compileMessage('One Financial Center<br>Boston, MA 02111')).toBe(
      '1:21: `<br>`: write `<br />` for a line break (MDX needs the slash before >)',
    );
    expect(await compileMessage('<Prose>', '  Line one<BR>', '  line two', '</Prose>')).toBe(
      '2:11: `<BR>`: write `<BR />` for a line break (MDX needs the slash before >)',
    );
    expect(await compileMessage('One<br />Two')).toBe('compiled');
  });

  it('a tag closed while another inside it is open', async () => {
    expect(await compileMessage('<Section title="x">', '  <Prose>', '    Text', '</Section>')).toBe(
      '4:1: `</Section>` comes before `<Prose>` from line 2 is closed; add `</Prose>` above it',
    );
  });

  it('a closing tag with nothing open', async () => {
    expect(await compileMessage('Text', '', '</Section>')).toBe(
      '3:1: `</Section>` closes a tag that is not open; remove it, or add `<Section>` where it starts',
    );
  });

  it('a component tag without its >', async () => {
    expect(await compileMessage('<Section title="x"', '', 'Text')).toBe(
      '1:1: `<Section title="x" Text`: the tag has no closing >; end it with > (or /> when nothing goes inside)',
    );
  });

  it('keeps the parser’s words for a mistake it has no plain words for', async () => {
    expect(await compileMessage('<Card title="x" 5/>')).toMatch(
      /^1:17: Unexpected character `5` \(U\+0035\) before attribute name/,
    );
  });
});
