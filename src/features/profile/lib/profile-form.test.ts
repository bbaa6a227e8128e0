import { describe, expect, it } from 'vitest';
import { buildProfileSave, formsEqual, parseRate, toProfileForm } from './profile-form';

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
