// What compiled pages import, exported by the SSR bundle (`entry-server.tsx`): in the production
// build each page is a module of its own that takes these from the bundle (`page-module-code.ts`).
export { Fragment, jsx, jsxs } from 'react/jsx-runtime';
export { Photo } from '../../components/Photo';
export { useMDXComponents } from '../../mdx-components';
