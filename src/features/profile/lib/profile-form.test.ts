import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors';
import {
  buildProfileSave,
  fieldOfRefusal,
  formsEqual,
  parseRate,
  toProfileForm,
  validateProfile,
} from './profile-form';

const user = { full_name: 'Carla Diaz', hourly_rate: 45 };

describe('profile form', () => {
  it('starts from the saved rows, with full-time and FL when there is no profile yet', () => {
    const form = toProfileForm(user, null);
    expect(form).toMatchObject({ full_name: 'Carla Diaz', hourly_rate: '45', state: 'FL' });
    expect(form.availability).toBe('full-time');
    expect(form.florida_circuits).toEqual([]);
  });

  it('refuses a blank name with SPEC text', () => {
    const form = { ...toProfileForm(user, null), full_name: '   ' };
    expect(() => buildProfileSave('u1', form)).toThrow('Full name is required');
  });

  it('trims the name and sends the rate only when it is a number >= 0', () => {
    const base = toProfileForm(user, null);
    expect(buildProfileSave('u1', { ...base, full_name: ' Carla ' }).userInfo).toEqual({
      full_name: 'Carla',
      hourly_rate: 45,
    });
    for (const bad of ['', 'abc', '-1', 'Infinity']) {
      expect(buildProfileSave('u1', { ...base, hourly_rate: bad }).userInfo).toEqual({
        full_name: 'Carla Diaz',
      });
    }
    expect(parseRate('0')).toBe(0);
    expect(parseRate('52.5')).toBe(52.5);
  });

  it('finds every field the database would refuse, each with its own message', () => {
    const base = toProfileForm(user, null);
    expect(validateProfile(base)).toEqual({});
    expect(validateProfile({ ...base, hourly_rate: '' })).toEqual({});
    expect(
      validateProfile({
        ...base,
        full_name: ' ',
        hourly_rate: '-1',
        zip: '331',
        bio: 'x'.repeat(5001),
        custom_education: 'x'.repeat(201),
      }),
    ).toEqual({
      full_name: 'Full name is required',
      hourly_rate: 'Hourly rate cannot be negative',
      zip: 'ZIP Code must be 5 digits, or 5 and 4 (33131-2345)',
      bio: 'Bio must be at most 5,000 characters',
    });
    expect(
      validateProfile({ ...base, education_level: 'other', custom_education: 'x'.repeat(201) }),
    ).toEqual({ custom_education: 'Your Education must be at most 200 characters' });
  });

  it('names the field of a check constraint the database refused', () => {
    const refusal = (constraint: string) =>
      new AppError(
        `Failed to update user info: new row for relation "users" violates check constraint "${constraint}"`,
        { code: '23514' },
      );
    expect(fieldOfRefusal(refusal('users_hourly_rate_range'))).toEqual({
      field: 'hourly_rate',
      message: 'Hourly rate must be from $0.00 to $1,000.00',
    });
    expect(fieldOfRefusal(refusal('user_profiles_zip_check'))?.field).toBe('zip');
    expect(fieldOfRefusal(refusal('something_else'))).toBeNull();
    expect(fieldOfRefusal(new AppError('network down'))).toBeNull();
  });

  it('stores empty optional text as null and keeps the lists', () => {
    const form = {
      ...toProfileForm(user, null),
      phone: '  ',
      city: ' Miami ',
      practice_areas: ['Dependency'],
      florida_circuits: ['11th Circuit - Miami-Dade'],
    };
    const { profile } = buildProfileSave('u1', form);
    expect(profile).toMatchObject({
      user_id: 'u1',
      phone: null,
      address: null,
      zip: null,
      bio: null,
      bar_number: null,
      city: 'Miami',
      state: 'FL',
      education_level: null,
      practice_areas: ['Dependency'],
      florida_circuits: ['11th Circuit - Miami-Dade'],
    });
  });

  it('keeps the custom education only when the level is other', () => {
    const base = { ...toProfileForm(user, null), custom_education: 'Paralegal certificate' };
    expect(
      buildProfileSave('u1', { ...base, education_level: 'other' }).profile.custom_education,
    ).toBe('Paralegal certificate');
    expect(
      buildProfileSave('u1', { ...base, education_level: 'jd' }).profile.custom_education,
    ).toBeNull();
  });

  it('tells an edited form from the saved one', () => {
    const a = toProfileForm(user, null);
    expect(formsEqual(a, { ...a })).toBe(true);
    expect(formsEqual(a, { ...a, bio: 'x' })).toBe(false);
  });
});
