import { crc32 } from 'node:zlib';

/** A ZIP archive with the entries stored (not compressed), enough for a type check from bytes. */
export function storedZip(entries: ReadonlyArray<readonly [name: string, content: string | Buffer]>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, raw] of entries) {
    const content = Buffer.isBuffer(raw) ? raw : Buffer.from(raw);
    const fileName = Buffer.from(name);
    const crc = crc32(content);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(content.length, 18);
    local.writeUInt32LE(content.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(content.length, 20);
    central.writeUInt32LE(content.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, content);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + content.length;
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

/** A small but real PDF: its signature is what the server checks. */
export function pdfFile(text = 'Curriculum vitae'): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
}

export function docxFile(): Buffer {
  return storedZip([
    [
      '[Content_Types].xml',
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ],
    ['word/document.xml', '<?xml version="1.0"?><w:document xmlns:w="x"><w:body/></w:document>'],
  ]);
}

export function odtFile(): Buffer {
  return storedZip([
    ['mimetype', 'application/vnd.oasis.opendocument.text'],
    ['content.xml', '<?xml version="1.0"?><office:document-content xmlns:office="x"/>'],
  ]);
}

/** The application form's fields as a job page sends them. */
export function applicationFields(name = 'Ada Lovelace', email = 'ada@example.com'): Record<string, string> {
  return {
    name,
    email,
    phone: '',
    profile: 'https://example.com/ada',
    coverNote: 'I would like to design your platforms.\nThank you.',
    consent: 'yes',
    job: '/jobs/cloud-solutions-architect',
  };
}

export interface FilePart {
  field?: string;
  name: string;
  type?: string;
  content: Buffer;
}

/** A multipart/form-data body as a browser writes it: the fields, then the files. */
export function multipartBody(
  fields: Record<string, string>,
  files: readonly FilePart[],
  boundary = '----NorthstarTestBoundary7MA4YWxkTrZu0gW',
): { body: Buffer; contentType: string } {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'cv'}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/pdf'}\r\n\r\n`,
        'latin1',
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Posts an application as a browser would (fetch, multipart); `accept` as the form's script asks. */
export function postApplication(
  url: string,
  fields: Record<string, string>,
  files: readonly FilePart[],
  accept?: string,
): Promise<Response> {
  const { body, contentType } = multipartBody(fields, files);
  return fetch(`${url}/forms/application`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': contentType,
      origin: url,
      referer: `${url}${fields.job ?? '/jobs'}`,
      ...(accept ? { accept } : {}),
    },
    body: new Uint8Array(body),
  });
}
