import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * A self-signed certificate for localhost and 127.0.0.1, made with openssl now, as `<name>.crt` and
 * `<name>.key` in `folder`; `name` is its common name, which tells two apart.
 */
export function makeCertificate(folder: string, name: string): { cert: string; key: string } {
  const [cert, key] = [join(folder, `${name}.crt`), join(folder, `${name}.key`)];
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      `/CN=${name}`,
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return { cert, key };
}
