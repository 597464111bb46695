// The pick-lists apart from the forms: a listing card names a house by its type with these, on
// pages that load none of the forms' code. Their labels are in ./i18n/shell.en.json, which comes
// with the app.

/** The pick-lists' known values, by form field name. */
export const CHOICES = {
  transmision: ['Automatic', 'Manual'],
  bodyType: ['Sedan', 'Hatchback', 'SUV', 'Pickup', 'Minibus', 'Van'],
  fuel: ['Petrol', 'Diesel', 'Electric', 'Hybrid'],
  houseType: ['Apartment', 'Condominium', 'Studio', 'Townhouse', 'G+1 House', 'Villa'],
} as const;

/** A value as the user reads it: a pick-list's known value by its label, anything else as typed. */
export function choiceLabel(
  t: (key: string) => string,
  field: keyof typeof CHOICES,
  value: string,
): string {
  return (CHOICES[field] as readonly string[]).includes(value)
    ? t(`seller.options.${field}.${value}`)
    : value;
}
