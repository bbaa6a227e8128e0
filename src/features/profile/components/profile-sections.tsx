// The specification's 'Profile': Basic Information, Professional Information, Location, Florida
// Family Law Circuit and Preferences; read-only text in view mode, fields in edit mode.
import type { ReactNode } from 'react';
import { Card } from '@/components/card';
import { CheckboxGroup } from '@/components/checkbox-group';
import { RadioGroup } from '@/components/radio-group';
import { Select } from '@/components/select';
import { TextArea } from '@/components/text-area';
import { TextField } from '@/components/text-field';
import { formatRate } from '@/lib/format';
import { CircuitChips } from './circuit-chips';
import {
  AVAILABILITY_OPTIONS,
  EDUCATION_LEVELS,
  PRACTICE_AREAS,
  PREFERRED_CASE_TYPES,
  type ProfileErrors,
  type ProfileForm,
} from '../lib/profile-form';

interface SectionsProps {
  form: ProfileForm;
  email: string;
  /** Present in edit mode. */
  onChange?(patch: Partial<ProfileForm>): void;
  /** Each refused field's message, shown under it. */
  errors?: ProfileErrors;
}

function Item({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-0.5 whitespace-pre-line text-slate-900">{children || 'Not provided'}</dd>
    </div>
  );
}

const grid = 'grid gap-4 sm:grid-cols-2';
const labelOf = <T extends string>(options: readonly { value: T; label: string }[], v: string) =>
  options.find((o) => o.value === v)?.label ?? '';
const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

export function ProfileSections({ form, email, onChange, errors = {} }: SectionsProps) {
  const edit = onChange;
  const text = (key: keyof ProfileForm) => ({
    value: form[key] as string,
    error: errors[key],
    onChange: (e: { target: { value: string } }) => edit?.({ [key]: e.target.value }),
  });
  const education =
    form.education_level === 'other' && form.custom_education
      ? form.custom_education
      : labelOf(EDUCATION_LEVELS, form.education_level);

  return (
    <div className="mt-6 space-y-6">
      <Card title="Basic Information">
        {edit ? (
          <div className={grid}>
            <TextField label="Full Name" required {...text('full_name')} />
            <TextField label="Email" value={email} readOnly hint="Your sign-in email" />
            <TextField label="Phone" type="tel" autoComplete="tel" {...text('phone')} />
          </div>
        ) : (
          <dl className={grid}>
            <Item label="Full Name">{form.full_name}</Item>
            <Item label="Email">{email}</Item>
            <Item label="Phone">{form.phone}</Item>
          </dl>
        )}
      </Card>

      <Card title="Professional Information">
        {edit ? (
          <div className="space-y-4">
            <div className={grid}>
              <Select
                label="Education Level"
                placeholder="Select your education"
                options={EDUCATION_LEVELS}
                {...text('education_level')}
              />
              {form.education_level === 'other' ? (
                <TextField label="Your Education" {...text('custom_education')} />
              ) : null}
              <TextField label="Florida Bar Number" hint="Optional" {...text('bar_number')} />
              <TextField
                label="Hourly Rate (USD)"
                type="number"
                min={0}
                max={1000}
                step={0.01}
                hint="Your asking rate; an administrator sets what is billed"
                {...text('hourly_rate')}
              />
            </div>
            <CheckboxGroup
              legend="Practice Areas"
              options={options(PRACTICE_AREAS)}
              value={form.practice_areas}
              onChange={(practice_areas) => edit({ practice_areas })}
              inline
            />
            <TextArea label="Bio" {...text('bio')} />
          </div>
        ) : (
          <dl className={grid}>
            <Item label="Education Level">{education}</Item>
            <Item label="Florida Bar Number">{form.bar_number}</Item>
            <Item label="Hourly Rate">
              {form.hourly_rate && formatRate(Number(form.hourly_rate))}
            </Item>
            <Item label="Practice Areas">{form.practice_areas.join(', ')}</Item>
            <Item label="Bio" className="sm:col-span-2">
              {form.bio}
            </Item>
          </dl>
        )}
      </Card>

      <Card title="Location">
        {edit ? (
          <div className={grid}>
            <TextField label="Address" autoComplete="street-address" {...text('address')} />
            <TextField label="City" autoComplete="address-level2" {...text('city')} />
            <Select
              label="State"
              options={[{ value: 'FL', label: 'Florida' }]}
              value="FL"
              onChange={() => undefined}
            />
            <TextField
              label="ZIP Code"
              inputMode="numeric"
              autoComplete="postal-code"
              {...text('zip')}
            />
          </div>
        ) : (
          <dl className={grid}>
            <Item label="Address">{form.address}</Item>
            <Item label="City">{form.city}</Item>
            <Item label="State">Florida</Item>
            <Item label="ZIP Code">{form.zip}</Item>
          </dl>
        )}
      </Card>

      <Card title="Florida Family Law Circuit">
        <p className="mb-3 text-sm text-slate-600">
          {edit ? 'Choose every circuit you can serve.' : 'Circuits you serve.'}
        </p>
        <CircuitChips
          value={form.florida_circuits}
          onChange={edit ? (florida_circuits) => edit({ florida_circuits }) : undefined}
        />
      </Card>

      <Card title="Preferences">
        {edit ? (
          <div className="space-y-4">
            <RadioGroup
              legend="Availability"
              options={AVAILABILITY_OPTIONS}
              value={form.availability}
              onChange={(v) => edit({ availability: v as ProfileForm['availability'] })}
              inline
            />
            <CheckboxGroup
              legend="Preferred Case Types"
              options={options(PREFERRED_CASE_TYPES)}
              value={form.preferred_case_types}
              onChange={(preferred_case_types) => edit({ preferred_case_types })}
              inline
            />
          </div>
        ) : (
          <dl className={grid}>
            <Item label="Availability">{labelOf(AVAILABILITY_OPTIONS, form.availability)}</Item>
            <Item label="Preferred Case Types">{form.preferred_case_types.join(', ')}</Item>
          </dl>
        )}
      </Card>
    </div>
  );
}
