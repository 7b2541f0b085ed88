import { ApiError } from './http-io.ts';

export type Fields = Record<string, unknown>;

export function asFields(body: unknown): Fields {
  if (body === undefined) return {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(400, 'The body must be a JSON object');
  }
  return body as Fields;
}

export function optionalString(fields: Fields, key: string, maxLength = 4096): string | undefined {
  const value = fields[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new ApiError(400, `${key} must be a string`);
  if (value.length > maxLength) throw new ApiError(400, `${key} is too long (max ${maxLength})`);
  return value;
}

export function requireString(fields: Fields, key: string, maxLength = 4096): string {
  const value = optionalString(fields, key, maxLength)?.trim();
  if (!value) throw new ApiError(400, `${key} is required`);
  return value;
}

export function optionalInteger(
  fields: Fields,
  key: string,
  min: number,
  max: number,
): number | undefined {
  const value = fields[key];
  if (value === undefined || value === null) return undefined;
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < min || number > max) {
    throw new ApiError(400, `${key} must be an integer from ${min} to ${max}`);
  }
  return number;
}

const PHONE_FORMS = [
  /^\d{8,15}$/, // contact: country + area code + number
  /^\d{10,30}-group$/, // group
  /^\d{8,15}-\d{6,12}$/, // older group ids
  /^\d{10,30}@newsletter$/, // channel
  /^\d{5,30}@lid$/, // chat addressed by LID
];

/** A chat id in one of the forms Z-API accepts (a leading "+" is tolerated). */
export function requirePhone(fields: Fields, key = 'phone'): string {
  const phone = requireString(fields, key, 64).replace(/^\+/, '');
  if (phone.endsWith('-broadcast')) {
    throw new ApiError(400, 'Broadcast lists cannot receive messages');
  }
  if (!PHONE_FORMS.some((form) => form.test(phone))) {
    throw new ApiError(400, `Invalid phone: ${phone}`);
  }
  return phone;
}
