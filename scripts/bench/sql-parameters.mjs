// Statement parameters as the SQL capture records them in JSON and as they are sent again:
// a Date (mysql2 sends it as a DATETIME literal) would otherwise come back as an ISO string.

export const recordable = (parameters) =>
  parameters.map((p) => (p instanceof Date ? { $date: p.toISOString() } : p));

export const revived = (parameters) =>
  parameters.map((p) => (p && typeof p === 'object' && '$date' in p ? new Date(p.$date) : p));
