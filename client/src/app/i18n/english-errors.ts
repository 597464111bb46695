const files = import.meta.glob<Record<string, string>>('./errors/*.en.json', {
  eager: true,
  import: 'default',
});

/** The English texts of the server's error codes, one file per area, under `errors.<CODE>`. */
export const ENGLISH_ERRORS = Object.assign({}, ...Object.values(files)) as Record<string, string>;
