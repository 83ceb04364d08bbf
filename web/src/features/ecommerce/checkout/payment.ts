/** The payment choice of the checkout's third step. Card data is only checked here, never sent. */
export type PaymentMethod = 'card' | 'cash';

export interface CardDetails {
  number: string;
  holder: string;
  expiry: string;
  cvv: string;
}

export type CardField = keyof CardDetails;
export type CardErrors = Partial<Record<CardField, string>>;

export const EMPTY_CARD: CardDetails = { number: '', holder: '', expiry: '', cvv: '' };

/** The Luhn checksum every Visa and MasterCard number satisfies: catches most typos. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** "4111111111111111" → "4111 1111 1111 1111" while typing. */
export function groupCardNumber(value: string): string {
  return value.replace(/\D/g, '').slice(0, 16).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Visa starts with 4, MasterCard with 51–55 or 2221–2720; the shop takes only these (spec section 1). */
export function cardBrand(digits: string): 'visa' | 'mastercard' | null {
  if (/^4/.test(digits)) return 'visa';
  if (/^5[1-5]/.test(digits) || /^2(2[2-9]|[3-6]\d|7[01]|720)/.test(digits)) return 'mastercard';
  return null;
}

export function validateCard(card: CardDetails, today: Date): CardErrors {
  const errors: CardErrors = {};
  const digits = card.number.replace(/\s/g, '');
  if (!/^\d{16}$/.test(digits) || !passesLuhn(digits)) errors.number = 'cardNumber';
  else if (!cardBrand(digits)) errors.number = 'cardBrand';
  if (card.holder.trim().length < 3) errors.holder = 'cardHolder';
  const expiry = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(card.expiry.trim());
  // A card is valid through the last day of its expiry month.
  if (!expiry || new Date(2000 + Number(expiry[2]), Number(expiry[1]), 1) <= today) errors.expiry = 'expiry';
  if (!/^\d{3}$/.test(card.cvv)) errors.cvv = 'cvv';
  return errors;
}
