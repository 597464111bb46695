/** The sandbox card form's input shaping and checks, as a real card form would do them. */

const digits = (value: string) => value.replace(/\D/g, '');

/** '4242424242424242' → '4242 4242 4242 4242' while typing (at most 19 digits). */
export const formatCardNumber = (value: string) =>
  digits(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** '1230' → '12/30' while typing. */
export function formatExpiry(value: string) {
  const d = digits(value).slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

/** The Luhn checksum every card number carries: catches most typing slips. */
function passesLuhn(number: string) {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let n = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

export function isCardNumber(value: string) {
  const d = digits(value);
  return d.length >= 12 && d.length <= 19 && passesLuhn(d);
}

/** MM/YY, valid to the end of that month. */
export function isFutureExpiry(value: string, now = new Date()) {
  const match = /^(\d{2})\/(\d{2})$/.exec(value.trim());
  if (!match) return false;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return false;
  const endOfMonth = new Date(2000 + Number(match[2]), month, 1);
  return endOfMonth > now;
}

export const isCvc = (value: string) => /^\d{3,4}$/.test(value.trim());
