import { ValueTransformer } from 'typeorm';

/**
 * DECIMAL columns: mysql2 returns them as strings, SQLite as numbers. Entities always see a
 * number (amounts here are far below 2^53, with at most 2 decimals).
 */
export const decimalTransformer: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value === null ? null : Number(value)),
};
