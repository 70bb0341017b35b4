/** Hiding from firms (issue 14): the messages and bounds shared by the schema, the server and the web. */
export const BLOCK_MESSAGES = {
  noCompany: 'No such company.',
  noFirm: 'No such firm.',
  notFound: 'This firm is not on your list any more.',
  pick: 'Choose a company or a firm from the list',
} as const;

/** How many firms a search for one to hide from answers, and how many letters it needs. */
export const BLOCK_SEARCH_LIMIT = 10;
export const BLOCK_SEARCH_MIN = 2;
export const BLOCK_SEARCH_MAX = 100;
