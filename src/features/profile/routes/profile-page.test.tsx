import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/lib/paths';
import { http, HttpResponse, server, urls, userRow } from '@/test/backend';
import { renderApp } from '@/test/render-app';

function noProfileYet() {
  server.use(http.get(urls.rest('user_profiles'), () => HttpResponse.json(null)));
}

async function openEditor() {
  const ui = userEvent.setup();
  await ui.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  return ui;
}

describe('Profile Settings', () => {
  it('refuses a blank name with SPEC text and sends nothing', async () => {
    noProfileYet();
    const writes: string[] = [];
    server.use(
      http.patch(urls.rest('users'), () => {
        writes.push('users');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderApp({ as: 'contractor', at: paths.dashboard.profile });
    const ui = await openEditor();
    await ui.clear(screen.getByLabelText(/Full Name/));
    await ui.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Error updating profile: Full name is required')).toBeVisible();
    expect(writes).toEqual([]);
  });

  it('saves the user row, creates the profile with nulls and circuits, and refreshes the top bar', async () => {
    noProfileYet();
    let userPatch: unknown;
    let profileInsert: Record<string, unknown> | undefined;
    let name = 'Pat Contractor';
    server.use(
      http.patch(urls.rest('users'), async ({ request }) => {
        userPatch = await request.json();
        name = (userPatch as { full_name: string }).full_name;
        return new HttpResponse(null, { status: 204 });
      }),
      http.get(urls.rest('users'), () =>
        HttpResponse.json(userRow('contractor', { full_name: name })),
      ),
      http.post(urls.rest('user_profiles'), async ({ request }) => {
        profileInsert = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ ...profileInsert, created_at: '', updated_at: '' });
      }),
    );
    renderApp({ as: 'contractor', at: paths.dashboard.profile });
    const ui = await openEditor();
    const nameField = screen.getByLabelText(/Full Name/);
    await ui.clear(nameField);
    await ui.type(nameField, '  Carla Diaz ');
    await ui.type(screen.getByLabelText(/Hourly Rate/), 'abc');
    await ui.click(screen.getByRole('checkbox', { name: 'Family Law' }));
    await ui.click(screen.getByRole('button', { name: '11th Circuit - Miami-Dade' }));
    await ui.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated successfully!')).toBeVisible();
    expect(userPatch).toEqual({ full_name: 'Carla Diaz' });
    expect(profileInsert).toMatchObject({
      phone: null,
      city: null,
      state: 'FL',
      availability: 'full-time',
      practice_areas: ['Family Law'],
      florida_circuits: ['11th Circuit - Miami-Dade'],
    });
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    expect(within(screen.getByRole('banner')).getByText('Carla Diaz')).toBeVisible();
  });

  it('refuses a negative hourly rate at its field, sends nothing and claims no success', async () => {
    noProfileYet();
    const writes: string[] = [];
    server.use(
      http.patch(urls.rest('users'), () => {
        writes.push('users');
        return new HttpResponse(null, { status: 204 });
      }),
      http.post(urls.rest('user_profiles'), () => {
        writes.push('user_profiles');
        return HttpResponse.json({});
      }),
    );
    renderApp({ as: 'contractor', at: paths.dashboard.profile });
    const ui = await openEditor();
    const rate = screen.getByLabelText(/Hourly Rate/);
    await ui.clear(rate);
    await ui.type(rate, '-5');
    await ui.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('Error updating profile: Hourly rate cannot be negative'),
    ).toBeVisible();
    expect(rate).toHaveAccessibleDescription(/Hourly rate cannot be negative/);
    expect(rate).toHaveValue(-5);
    expect(screen.queryByText('Profile updated successfully!')).toBeNull();
    expect(writes).toEqual([]);
  });

  it('puts each field the server refuses under that field and keeps what was typed', async () => {
    noProfileYet();
    server.use(
      http.patch(urls.rest('users'), () => new HttpResponse(null, { status: 204 })),
      http.post(urls.rest('user_profiles'), () =>
        HttpResponse.json(
          {
            code: '23514',
            message:
              'new row for relation "user_profiles" violates check constraint "user_profiles_bio_check"',
          },
          { status: 400 },
        ),
      ),
    );
    renderApp({ as: 'contractor', at: paths.dashboard.profile });
    const ui = await openEditor();
    await ui.type(screen.getByLabelText('City'), 'Tampa');
    await ui.click(screen.getByRole('button', { name: 'Save Changes' }));
    const bio = screen.getByLabelText('Bio');
    await waitFor(() =>
      expect(bio).toHaveAccessibleDescription('Bio must be at most 5,000 characters'),
    );
    expect(
      screen.getByText('Error updating profile: Bio must be at most 5,000 characters'),
    ).toBeVisible();
    expect(screen.queryByText('Profile updated successfully!')).toBeNull();
    expect(screen.getByLabelText('City')).toHaveValue('Tampa');
  });

  it('checks the ZIP code before sending', async () => {
    noProfileYet();
    renderApp({ as: 'contractor', at: paths.dashboard.profile });
    const ui = await openEditor();
    await ui.type(screen.getByLabelText('ZIP Code'), '3313');
    await ui.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByLabelText('ZIP Code')).toHaveAccessibleDescription(
      'ZIP Code must be 5 digits, or 5 and 4 (33131-2345)',
    );
  });

  it('shows the saved rate as dollars and cents', async () => {
    noProfileYet();
    renderApp({ as: 'contractor', at: paths.dashboard.profile, user: { hourly_rate: 38.5 } });
    expect(await screen.findByText('$38.50/hour')).toBeVisible();
  });

  it('shows the custom education field only for other', async () => {
    noProfileYet();
    renderApp({ as: 'contractor', at: paths.dashboard.profile });
    const ui = await openEditor();
    expect(screen.queryByLabelText('Your Education')).toBeNull();
    await ui.selectOptions(screen.getByLabelText('Education Level'), 'other');
    expect(screen.getByLabelText('Your Education')).toBeVisible();
  });

  it('asks before Cancel throws edits away, and restores what was there', async () => {
    noProfileYet();
    renderApp({ as: 'contractor', at: paths.dashboard.profile });
    const ui = await openEditor();
    await ui.type(screen.getByLabelText('City'), 'Tampa');
    await ui.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await ui.click(within(dialog).getByRole('button', { name: 'Discard Changes' }));
    expect(screen.queryByText('Tampa')).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  });

  it('refuses a non-image and an image over 2 MB before uploading', async () => {
    noProfileYet();
    const uploads: string[] = [];
    server.use(
      http.post(urls.storage('/object/avatars/*'), ({ request }) => {
        uploads.push(request.url);
        return HttpResponse.json({});
      }),
    );
    renderApp({ as: 'contractor', at: paths.dashboard.profile });
    const ui = userEvent.setup({ applyAccept: false });
    const input = await screen.findByLabelText('Profile photo');
    await ui.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Please upload an image file')).toBeVisible();
    const big = new File([new Uint8Array(3 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    await ui.upload(input, big);
    expect(await screen.findByText('Image size should be less than 2MB')).toBeVisible();
    expect(uploads).toEqual([]);
  });
});
