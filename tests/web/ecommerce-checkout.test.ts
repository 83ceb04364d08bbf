import { describe, expect, it } from 'vitest';
import type { CartLineFieldsFragment } from '../../web/src/__generated__/graphql.js';
import { EMPTY_ADDRESS, validateAddress } from '../../web/src/features/ecommerce/checkout/address.js';
import { cardBrand, groupCardNumber, passesLuhn, validateCard } from '../../web/src/features/ecommerce/checkout/payment.js';
import { cartTotals, DELIVERY_FEE, latestShippingDate } from '../../web/src/features/ecommerce/checkout/totals.js';

function line(id: string, price: number, qty: number, discountPercentage: number, hasFreeShipping: boolean, shippingDate: string): CartLineFieldsFragment {
  return {
    id, qty, shippingDate, offers: 1, discountPercentage,
    product: { id, name: `P${id}`, slug: `p${id}`, description: '', brand: 'B', price, image: '', hasFreeShipping, rating: 4, isInWishlist: false, isInCart: true },
  };
}

describe('cart totals', () => {
  it('sums prices × qty, rounds each line discount, and charges delivery unless every line ships free', () => {
    const lines = [line('1', 1000, 2, 15, true, '2026-03-04'), line('2', 3333, 1, 10, false, '2026-03-09')];
    expect(cartTotals(lines)).toEqual({ items: 3, bagTotal: 5333, discount: 300 + 333, delivery: DELIVERY_FEE, total: 5333 - 633 + DELIVERY_FEE });
    expect(cartTotals([lines[0]]).delivery).toBe(0);
    expect(cartTotals([])).toEqual({ items: 0, bagTotal: 0, discount: 0, delivery: 0, total: 0 });
    expect(latestShippingDate(lines)).toBe('2026-03-09');
    expect(latestShippingDate([])).toBeNull();
  });
});

describe('address validation', () => {
  const valid = { ...EMPTY_ADDRESS, fullName: 'Анна Смирнова', phone: '+7 900 123-45-67', street: 'ул. Лесная, 12', flat: 'кв. 4', city: 'Казань', postcode: '420000' };

  it('accepts a complete address (landmark optional) and names every missing field', () => {
    expect(validateAddress(valid)).toEqual({});
    expect(Object.keys(validateAddress(EMPTY_ADDRESS)).sort()).toEqual(['city', 'flat', 'fullName', 'phone', 'postcode', 'street']);
  });

  it.each([
    ['phone', '12-34'],
    ['phone', 'позвоните мне'],
    ['postcode', '4200'],
    ['postcode', '42000a'],
    ['fullName', ' A '],
  ] as const)('rejects %s = %j', (field, value) => {
    expect(Object.keys(validateAddress({ ...valid, [field]: value }))).toEqual([field]);
  });
});

describe('card validation', () => {
  const today = new Date(2026, 2, 15);
  const valid = { number: '4111 1111 1111 1111', holder: 'ANNA SMIRNOVA', expiry: '03/26', cvv: '123' };

  it('accepts a Visa valid through the current month', () => {
    expect(validateCard(valid, today)).toEqual({});
  });

  it.each([
    ['number', '4111 1111 1111 1112', 'cardNumber'],
    ['number', '3782 8224 6310 005', 'cardNumber'],
    ['number', '6011 1111 1111 1117', 'cardBrand'],
    ['expiry', '02/26', 'expiry'],
    ['expiry', '13/30', 'expiry'],
    ['cvv', '12', 'cvv'],
    ['holder', 'AB', 'cardHolder'],
  ] as const)('rejects %s = %j with %s', (field, value, message) => {
    expect(validateCard({ ...valid, [field]: value }, today)).toEqual({ [field]: message });
  });

  it('knows Luhn, the two accepted brands and groups digits while typing', () => {
    expect(passesLuhn('5555555555554444')).toBe(true);
    expect(passesLuhn('5555555555554445')).toBe(false);
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2221000000000009')).toBe('mastercard');
    expect(cardBrand('4111111111111111')).toBe('visa');
    expect(cardBrand('6011111111111117')).toBeNull();
    expect(groupCardNumber('41111111x11111111999')).toBe('4111 1111 1111 1111');
  });
});
