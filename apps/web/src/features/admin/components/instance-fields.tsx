import { MSG, NUMBER_LABEL_MAX, type WebInstance } from '@conecta/contract';

import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { DateField } from '@/components/date-field';
import { PasswordInput } from '@/components/ui/password-input';

import { fieldAria, fieldHintId } from '../field-aria';
import type { InstanceField, InstanceFormErrors, InstanceFormValues } from '../instance-form';
import { CloudApiFields } from './cloud-api-fields';
import { FieldHint } from './field-hint';
import { ProviderSelect } from './provider-select';
import { StatusSelect } from './status-select';

type InstanceFieldsProps = {
  /** Prefix of the control ids, unique per form. */
  idPrefix: string;
  values: InstanceFormValues;
  errors: InstanceFormErrors;
  onChange: (field: InstanceField, value: string) => void;
  /** yyyy-mm-dd: the earliest expiry the date picker offers. */
  today: string;
  disabled?: boolean;
  /** The saved instance's Cloud API data (callback URL, verify token); none while creating. */
  cloudApi?: WebInstance['cloudApi'];
  /** A help line under 'Provedor' (the edit form: what switching keeps). */
  providerHint?: string | undefined;
};

/**
 * The fields both instance dialogs share: status, provider, the provider's credentials (Z-API's
 * tokens and instance id, or the Cloud API's ids, token and app secret), phone and expiry.
 */
export function InstanceFields(props: InstanceFieldsProps) {
  const { idPrefix, values, errors, onChange, today, disabled, cloudApi, providerHint } = props;
  const F = MSG.adminPage.form;
  const id = (field: InstanceField) => `${idPrefix}-${field}`;
  const text = (field: InstanceField) => ({
    id: id(field),
    name: field,
    value: values[field],
    disabled,
    onChange: (e: { target: { value: string } }) => onChange(field, e.target.value),
  });
  const token = { showLabel: F.showToken, hideLabel: F.hideToken, autoComplete: 'off' };

  return (
    <>
      <FormField id={id('status')} label={F.status} error={errors.status}>
        <StatusSelect
          id={id('status')}
          value={values.status}
          onChange={(value) => onChange('status', value)}
          disabled={disabled}
        />
      </FormField>
      <FormField id={id('provider')} label={F.provider} error={errors.provider}>
        <ProviderSelect
          id={id('provider')}
          value={values.provider}
          onChange={(value) => onChange('provider', value)}
          disabled={disabled}
          describedBy={providerHint ? fieldHintId(id('provider')) : undefined}
        />
        {providerHint ? <FieldHint id={id('provider')}>{providerHint}</FieldHint> : null}
      </FormField>
      {values.provider === 'cloud-api' ? (
        <CloudApiFields
          id={id}
          values={values}
          errors={errors}
          onChange={onChange}
          cloudApi={cloudApi}
          disabled={disabled}
        />
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              className="content-start"
              id={id('clientToken')}
              label={F.clientToken}
              error={errors.clientToken}
            >
              <PasswordInput
                {...text('clientToken')}
                {...token}
                {...fieldAria(id('clientToken'), { hint: true, error: errors.clientToken })}
              />
              <FieldHint id={id('clientToken')}>{F.clientTokenHint}</FieldHint>
            </FormField>
            <FormField
              className="content-start"
              id={id('seuToken')}
              label={F.seuToken}
              error={errors.seuToken}
            >
              <PasswordInput
                {...text('seuToken')}
                {...token}
                required
                {...fieldAria(id('seuToken'), { error: errors.seuToken })}
              />
            </FormField>
          </div>
          <FormField id={id('suaInstancia')} label={F.suaInstancia} error={errors.suaInstancia}>
            <Input
              {...text('suaInstancia')}
              required
              autoComplete="off"
              spellCheck={false}
              className="font-mono"
              {...fieldAria(id('suaInstancia'), { error: errors.suaInstancia })}
            />
          </FormField>
        </>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          className="content-start"
          id={id('connectedPhone')}
          label={F.connectedPhone}
          error={errors.connectedPhone}
        >
          <Input
            {...text('connectedPhone')}
            type="tel"
            inputMode="numeric"
            required
            autoComplete="off"
            placeholder={F.phonePlaceholder}
            {...fieldAria(id('connectedPhone'), { hint: true, error: errors.connectedPhone })}
          />
          <FieldHint id={id('connectedPhone')}>{F.phoneHint}</FieldHint>
        </FormField>
        <FormField
          className="content-start"
          id={id('expiraEm')}
          label={F.expiraEm}
          error={errors.expiraEm}
        >
          <DateField
            id={id('expiraEm')}
            name="expiraEm"
            value={values.expiraEm}
            disabled={disabled}
            min={today}
            onValueChange={(iso) => onChange('expiraEm', iso)}
            {...fieldAria(id('expiraEm'), { hint: true, error: errors.expiraEm })}
          />
          <FieldHint id={id('expiraEm')}>{F.expiryHint}</FieldHint>
        </FormField>
      </div>
      <FormField id={id('label')} label={F.numberLabel} error={errors.label}>
        <Input
          {...text('label')}
          maxLength={NUMBER_LABEL_MAX}
          autoComplete="off"
          {...fieldAria(id('label'), { hint: true, error: errors.label })}
        />
        <FieldHint id={id('label')}>{F.numberLabelHint}</FieldHint>
      </FormField>
    </>
  );
}
