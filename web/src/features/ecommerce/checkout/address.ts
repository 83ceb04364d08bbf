/** The delivery address of the checkout's second step. */
export interface Address {
  fullName: string;
  phone: string;
  street: string;
  flat: string;
  landmark: string;
  city: string;
  postcode: string;
  type: 'home' | 'office';
}

export type AddressField = Exclude<keyof Address, 'type'>;
export type AddressErrors = Partial<Record<AddressField, string>>;

export const EMPTY_ADDRESS: Address = { fullName: '', phone: '', street: '', flat: '', landmark: '', city: '', postcode: '', type: 'home' };

const PHONE = /^\+?[\d\s()-]{10,20}$/;
/** Russian indexes have 6 digits, Ukrainian 5. */
const POSTCODE = /^\d{5,6}$/;

/** Error message keys (namespace `ecommerce`, `checkout.errors.*`) per field; empty when valid. */
export function validateAddress(a: Address): AddressErrors {
  const errors: AddressErrors = {};
  if (a.fullName.trim().length < 2) errors.fullName = 'fullName';
  if (!PHONE.test(a.phone.trim()) || a.phone.replace(/\D/g, '').length < 10) errors.phone = 'phone';
  if (a.street.trim().length < 3) errors.street = 'street';
  if (!a.flat.trim()) errors.flat = 'required';
  if (a.city.trim().length < 2) errors.city = 'city';
  if (!POSTCODE.test(a.postcode.trim())) errors.postcode = 'postcode';
  return errors;
}
