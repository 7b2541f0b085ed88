import { MSG, type WebInstance } from '@conecta/contract';

import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';

import { fieldAria } from '../field-aria';
import type { InstanceField, InstanceFormErrors, InstanceFormValues } from '../instance-form';
import { FieldHint } from './field-hint';
import { WebhookSetup } from './webhook-setup';

type CloudApiFieldsProps = {
  id: (field: InstanceField) => string;
  values: InstanceFormValues;
  errors: InstanceFormErrors;
  onChange: (field: InstanceField, value: string) => void;
  cloudApi: WebInstance['cloudApi'] | undefined;
  disabled?: boolean;
};

/** The Cloud API's credentials (ids from Meta's dashboard, token and app secret hidden). */
export function CloudApiFields(props: CloudApiFieldsProps) {
  const { id, values, errors, onChange, cloudApi, disabled } = props;
  const F = MSG.adminPage.form;
  const text = (field: InstanceField) => ({
    id: id(field),
    name: field,
    value: values[field],
    disabled,
    required: true,
    autoComplete: 'off',
    onChange: (e: { target: { value: string } }) => onChange(field, e.target.value),
  });
  const secret = { showLabel: F.showToken, hideLabel: F.hideToken };
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          className="content-start"
          id={id('phoneNumberId')}
          label={F.phoneNumberId}
          error={errors.phoneNumberId}
        >
          <Input
            {...text('phoneNumberId')}
            inputMode="numeric"
            spellCheck={false}
            className="font-mono"
            {...fieldAria(id('phoneNumberId'), { hint: true, error: errors.phoneNumberId })}
          />
          <FieldHint id={id('phoneNumberId')}>{F.cloudApiHint}</FieldHint>
        </FormField>
        <FormField
          className="content-start"
          id={id('businessAccountId')}
          label={F.businessAccountId}
          error={errors.businessAccountId}
        >
          <Input
            {...text('businessAccountId')}
            inputMode="numeric"
            spellCheck={false}
            className="font-mono"
            {...fieldAria(id('businessAccountId'), { error: errors.businessAccountId })}
          />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          className="content-start"
          id={id('accessToken')}
          label={F.accessToken}
          error={errors.accessToken}
        >
          <PasswordInput
            {...text('accessToken')}
            {...secret}
            {...fieldAria(id('accessToken'), { error: errors.accessToken })}
          />
        </FormField>
        <FormField
          className="content-start"
          id={id('appSecret')}
          label={F.appSecret}
          error={errors.appSecret}
        >
          <PasswordInput
            {...text('appSecret')}
            {...secret}
            {...fieldAria(id('appSecret'), { error: errors.appSecret })}
          />
        </FormField>
      </div>
      <WebhookSetup cloudApi={cloudApi} />
    </>
  );
}
