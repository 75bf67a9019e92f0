/** What a review's build child prints once its checkout's pages were read without a problem. */
export const contentReadLine = 'site-review: pages read';
