import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresStore } from '../../server/store/postgres/postgres-store';
import { honeypot } from '../../src/forms/honeypot';
import type { RunningServer } from '../../tools/spawn-server';
import { readStored } from '../e2e/stored-submissions';
import { cannotRunPostgres, startPostgres, type TestPostgres } from './postgres';
import { contactFields, freshDataDir, health, post, startSite } from './site';

const skip = cannotRunPostgres();
let database: TestPostgres | undefined;
beforeAll(async () => {
  if (!skip) database = await startPostgres();
});
afterAll(() => database?.stop());

interface StoreUnderTest {
  site: RunningServer;
  /** The first names of the contact submissions stored, spam too. */
  storedNames: () => Promise<string[]>;
  close: () => Promise<void>;
}

async function jsonl(): Promise<StoreUnderTest> {
  const dataDir = freshDataDir();
  const site = await startSite({ DATA_DIR: dataDir });
  return {
    site,
    storedNames: () =>
      Promise.resolve(readStored(dataDir, 'contact').records.map((record) => String(record.fields.firstName))),
    close: () => site.stop(),
  };
}

async function postgresql(): Promise<StoreUnderTest> {
  if (!database) throw new Error('not started');
  const url = database.url;
  const site = await startSite({ DATABASE_URL: url, DATA_DIR: freshDataDir() });
  return {
    site,
    async storedNames() {
      const store = openPostgresStore({ url });
      try {
        return (await store.submissions())
          .filter((record) => record.form === 'contact')
          .map((record) => String(record.fields.firstName));
      } finally {
        await store.close();
      }
    },
    close: () => site.stop(),
  };
}

const stores = [{ kind: 'jsonl', open: jsonl }, ...(skip ? [] : [{ kind: 'postgresql', open: postgresql }])];

describe.each(stores)('hidden characters with the $kind store', ({ kind, open }) => {
  it('refuses control and invisible formatting characters with a 400 naming the field, never a 500', async () => {
    const under = await open();
    try {
      const { site } = under;
      const refused = [
        { field: 'message', label: 'Message', value: 'Hello\u0000there', shown: 'U+0000 (NUL)' },
        {
          field: 'firstName',
          label: 'First name',
          value: 'Grace\u202Egpj.exe',
          shown: 'U+202E (right-to-left override)',
        },
        { field: 'company', label: 'Company', value: 'Navy\u2028Labs', shown: 'U+2028 (line separator)' },
        { field: 'lastName', label: 'Last name', value: 'Hop\u200Bper', shown: 'U+200B (zero-width space)' },
        { field: 'jobTitle', label: 'Job title', value: 'Rear\tAdmiral', shown: 'U+0009 (tab)' },
        {
          field: 'message',
          label: 'Message',
          value: 'Hi \u2066there\u2069',
          shown: 'U+2066 (left-to-right isolate), U+2069 (pop directional isolate)',
        },
        { field: 'message', label: 'Message', value: 'bell\u0007', shown: 'U+0007' },
      ];
      for (const { field, label, value, shown } of refused) {
        const response = await post(site.url, 'contact', { ...contactFields('Refused'), [field]: value });
        const html = await response.text();
        expect(response.status, `${field}: ${JSON.stringify(value)}`).toBe(400);
        const listed = [...html.matchAll(/<li><strong>([^<]*)<\/strong>: ([^<]*)<\/li>/g)].map(
          ([, name, problem]) => `${name}: ${problem}`,
        );
        expect(listed).toEqual([
          `${label}: Remove the hidden character${shown.includes(',') ? 's' : ''} ${shown}: control and invisible formatting characters can make text show otherwise than it reads. Type the text again, or paste it as plain text.`,
        ]);
        // What was sent is shown with the character made visible, not acting on the page.
        for (const char of ['\u0000', '\u202E', '\u2028', '\u200B', '\u2066']) expect(html).not.toContain(char);
      }
      // Tab and line breaks belong in a message; joiners belong in Hindi and emoji.
      const allowed = await post(site.url, 'contact', {
        ...contactFields('क्‍ष'),
        message: 'Line one\r\n\tindented\r\nline three',
        company: 'Family 👩‍👩‍👧',
      });
      expect(allowed.status).toBe(303);
      // A bot that fills the trap with a NUL is answered as any other and stored without it.
      const spam = await post(site.url, 'contact', {
        ...contactFields('Spam\u0000bot'),
        [honeypot.name]: 'filled',
      });
      expect(spam.status).toBe(303);
      expect((await under.storedNames()).sort()).toEqual(['Spambot', 'क्‍ष']);
      expect((await health(site.url)).store).toMatchObject({ kind, ready: true });
      expect(site.output()).not.toMatch(/cannot be stored|could not store/);
    } finally {
      await under.close();
    }
  });
});
