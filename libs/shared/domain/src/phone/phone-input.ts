// What a phone input accepts (booking details, inspection phone fields): digits only, at most 10.
export const PHONE_MAX_DIGITS = 10;

export function phoneDigits(value: string): string {
  return value.replace(/\D+/g, '').slice(0, PHONE_MAX_DIGITS);
}
