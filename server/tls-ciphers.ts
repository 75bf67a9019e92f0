import { DEFAULT_CIPHERS } from 'node:tls';

/**
 * Mozilla's "intermediate" TLS 1.2 suites: ECDHE key exchange with AES-GCM or ChaCha20-Poly1305
 * only (authenticated encryption; no CBC, whose MAC-then-encrypt gave Lucky 13 and its kin),
 * followed by Node's own TLS 1.3 suites, which are AEAD already.
 */
export const tlsCiphers = [
  'ECDHE-ECDSA-AES128-GCM-SHA256',
  'ECDHE-RSA-AES128-GCM-SHA256',
  'ECDHE-ECDSA-AES256-GCM-SHA384',
  'ECDHE-RSA-AES256-GCM-SHA384',
  'ECDHE-ECDSA-CHACHA20-POLY1305',
  'ECDHE-RSA-CHACHA20-POLY1305',
  ...DEFAULT_CIPHERS.split(':').filter((suite) => suite.startsWith('TLS_')),
].join(':');
