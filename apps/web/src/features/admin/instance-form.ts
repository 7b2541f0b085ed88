import {
  zCreateInstanceRequest,
  zUpdateInstanceRequest,
  type CreateInstanceRequest,
  type InstanceAdminStatus,
  type ProviderKindValue,
  type UpdateInstanceRequest,
  type WebInstance,
  MSG,
} from '@conecta/contract';

import { ApiError } from '@/lib/http';

import { toDateInput } from './format-instance';

/** What the instance dialogs edit; `expiraEm` is a date input's yyyy-mm-dd or ''. */
export type InstanceFormValues = {
  userId: string;
  status: InstanceAdminStatus;
  provider: ProviderKindValue;
  phoneNumberId: string;
  businessAccountId: string;
  accessToken: string;
  appSecret: string;
  clientToken: string;
  seuToken: string;
  suaInstancia: string;
  connectedPhone: string;
  /** The admin's name for the number (issue 48); '' for none. */
  label: string;
  expiraEm: string;
};

export type InstanceField = keyof InstanceFormValues;
export type InstanceFormErrors = Partial<Record<InstanceField, string>>;

export type FormCheck<T> =
  { kind: 'invalid'; errors: InstanceFormErrors } | { kind: 'valid'; body: T };

const FIELDS: readonly InstanceField[] = [
  'userId',
  'status',
  'provider',
  'phoneNumberId',
  'businessAccountId',
  'accessToken',
  'appSecret',
  'clientToken',
  'seuToken',
  'suaInstancia',
  'connectedPhone',
  'label',
  'expiraEm',
];

/** A new instance: the admin's own, active, no expiry chosen (the server applies 30 days). */
export function emptyInstanceForm(userId: string): InstanceFormValues {
  return {
    userId,
    status: 'ACTIVE',
    provider: 'zapi',
    phoneNumberId: '',
    businessAccountId: '',
    accessToken: '',
    appSecret: '',
    clientToken: '',
    seuToken: '',
    suaInstancia: '',
    connectedPhone: '',
    label: '',
    expiraEm: '',
  };
}

/** The edit form of an instance fetched with its tokens revealed. */
export function instanceToForm(instance: WebInstance): InstanceFormValues {
  return {
    userId: instance.userId,
    status: instance.adminStatus,
    provider: instance.provider,
    phoneNumberId: instance.cloudApi?.phoneNumberId ?? '',
    businessAccountId: instance.cloudApi?.businessAccountId ?? '',
    accessToken: instance.cloudApi?.accessToken ?? '',
    appSecret: instance.cloudApi?.appSecret ?? '',
    clientToken: instance.clientToken,
    seuToken: instance.seuToken,
    suaInstancia: instance.suaInstancia,
    connectedPhone: instance.connectedPhone,
    label: instance.label ?? '',
    expiraEm: toDateInput(instance.expiraEm),
  };
}

function isField(name: unknown): name is InstanceField {
  return typeof name === 'string' && (FIELDS as readonly string[]).includes(name);
}

/** The first message per field, from zod issues or the server's error details. */
export function fieldErrors(
  issues: readonly { path: readonly PropertyKey[] | string; message: string }[],
): InstanceFormErrors {
  const errors: InstanceFormErrors = {};
  for (const issue of issues) {
    const field = typeof issue.path === 'string' ? issue.path.split('.')[0] : issue.path[0];
    if (isField(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** Field errors a 400 answer carried, if any. */
export function serverFieldErrors(error: unknown): InstanceFormErrors {
  return error instanceof ApiError && error.details ? fieldErrors(error.details) : {};
}

function pastExpiry(expiraEm: string, today: string): string | undefined {
  return expiraEm && expiraEm < today ? MSG.adminRules.expiryPast : undefined;
}

/**
 * The create form checked with the contract's schema (the spec's "'Telefone Conectado' é
 * obrigatório!" included) and a date no earlier than `today` (yyyy-mm-dd).
 */
export function checkCreateForm(
  values: InstanceFormValues,
  today: string,
): FormCheck<CreateInstanceRequest> {
  const { provider, phoneNumberId, businessAccountId, accessToken, appSecret, label, ...common } =
    values;
  // A name only when given: a body without one is the one sent before numbers had names.
  const named = label.trim() ? { label } : {};
  // A Z-API body is the one sent before the Cloud API existed; a Cloud API one has its own fields.
  const body: CreateInstanceRequest =
    provider === 'zapi'
      ? { ...common, ...named, expiraEm: values.expiraEm || null }
      : {
          provider,
          userId: values.userId,
          status: values.status,
          phoneNumberId,
          businessAccountId,
          accessToken,
          appSecret,
          connectedPhone: values.connectedPhone,
          ...named,
          expiraEm: values.expiraEm || null,
        };
  const parsed = zCreateInstanceRequest.safeParse(body);
  const errors = parsed.success ? {} : fieldErrors(parsed.error.issues);
  errors.expiraEm ??= pastExpiry(values.expiraEm, today);
  if (!parsed.success || errors.expiraEm) return { kind: 'invalid', errors };
  const { data } = parsed;
  return { kind: 'valid', body: { ...body, connectedPhone: data.connectedPhone } };
}

/**
 * The edit form checked with the contract's schema. The body carries every field except the
 * owner and the expiry, which are sent only when they changed (re-sending a date would move the
 * stored instant to the end of that day).
 */
export function checkUpdateForm(
  values: InstanceFormValues,
  initial: InstanceFormValues,
  today: string,
): FormCheck<UpdateInstanceRequest> {
  const body: UpdateInstanceRequest =
    values.provider === 'zapi'
      ? {
          status: values.status,
          clientToken: values.clientToken,
          seuToken: values.seuToken,
          suaInstancia: values.suaInstancia,
          connectedPhone: values.connectedPhone,
        }
      : {
          status: values.status,
          phoneNumberId: values.phoneNumberId,
          businessAccountId: values.businessAccountId,
          accessToken: values.accessToken,
          appSecret: values.appSecret,
          connectedPhone: values.connectedPhone,
        };
  // A new provider is a switch of gateway: said only when it changed.
  if (values.provider !== initial.provider) body.provider = values.provider;
  if (values.userId !== initial.userId) body.userId = values.userId;
  if (values.label !== initial.label) body.label = values.label;
  const expiryChanged = values.expiraEm !== initial.expiraEm;
  if (expiryChanged) body.expiraEm = values.expiraEm || null;
  const parsed = zUpdateInstanceRequest.safeParse(body);
  const errors = parsed.success ? {} : fieldErrors(parsed.error.issues);
  if (expiryChanged) errors.expiraEm ??= pastExpiry(values.expiraEm, today);
  if (!parsed.success || errors.expiraEm) return { kind: 'invalid', errors };
  const phone = parsed.data.connectedPhone;
  return { kind: 'valid', body: phone ? { ...body, connectedPhone: phone } : body };
}
