// React, which renders the form problem page, reads NODE_ENV when it is first imported; the
// server is imported after this line runs, so React loads its production build.
process.env.NODE_ENV ??= 'production';
await import('./main');
export {};
