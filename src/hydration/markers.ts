/** Attributes of an island's marker element, shared by the server render and the client entry. */
export const islandAttributes = {
  name: 'data-island',
  props: 'data-props',
  prefix: 'data-id-prefix',
} as const;
