/** What no API response may ever contain: password hashes or token versions. */
export const SECRETS = /passwordHash|\$argon2|tokenVersion/;

/** One field of every row of a `{ data: [...] }` reply. */
export function columnOf(res: { body: unknown }, field: string): unknown[] {
  return ((res.body as { data: Record<string, unknown>[] }).data ?? []).map((row) => row[field]);
}
