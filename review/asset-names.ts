// Vite names built assets `name-<8 characters of content hash>.ext`; the name alone says what it is.
const hashedAsset = /(\/assets\/[\w.-]+?)-[\w-]{8}(\.[a-z0-9]+)\b/gi;

/** The text with every hashed asset URL reduced to its name: `/assets/entry-client-Dao_WUDU.css` is `/assets/entry-client.css`. */
export function withoutAssetHashes(text: string): string {
  return text.replace(hashedAsset, '$1$2');
}
