import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths, TRAINING_SECTION_ID } from '@/lib/paths';
import { http, HttpResponse, server, standing, urls } from '@/test/backend';
import { renderApp } from '@/test/render-app';

const record = {
  id: 'tr-1',
  user_id: 'id-contractor',
  title: 'Webinar on attachment',
  provider: 'Self-directed',
  completed_on: '2026-10-01',
  hours: 2,
  kind: 'in_service',
  certificate_path: null,
  status: 'rejected',
  review_note: 'Attach a course certificate.',
  reviewed_by: 'id-admin',
  reviewed_at: '2026-10-05T00:00:00Z',
  created_at: '2026-10-02T00:00:00Z',
  updated_at: '2026-10-05T00:00:00Z',
};

/** A valid course, everything but the certificate. */
async function fillCourse(ui: ReturnType<typeof userEvent.setup>) {
  await ui.type(await screen.findByLabelText('Course title'), 'Court report writing');
  await ui.type(screen.getByLabelText('Provider'), 'Florida Statewide GAL Office');
  await ui.type(screen.getByLabelText('Completed on'), '2026-11-02');
  await ui.type(screen.getByLabelText('Hours'), '7.5');
}

describe('Profile: training and eligibility', () => {
  it('shows the eligibility loading, never "none recorded", until the read answers', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(urls.rest('contractor_eligibility'), async () => {
        await answered;
        return HttpResponse.json([]);
      }),
    );
    renderApp({ as: 'contractor', at: paths.dashboard.profile });
    const card = await screen.findByRole('region', { name: 'Florida Eligibility' });
    expect(await within(card).findByText('Loading eligibility')).toBeInTheDocument();
    expect(within(card).queryByText(/No Florida eligibility recorded yet/)).toBeNull();
    answer();
    expect(await within(card).findByText(/No Florida eligibility recorded yet/)).toBeVisible();
  });

  it('lands a link to the section on the section, not the top of Profile', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    renderApp({ as: 'contractor', at: paths.dashboard.profileSection(TRAINING_SECTION_ID) });
    const section = await screen.findByRole('region', { name: 'Training and Eligibility' });
    await waitFor(() => expect(section).toHaveFocus());
    expect(scrolled).toContain(section);
  });

  it('shows progress towards good standing, what is missing, and why a record was rejected', async () => {
    server.use(
      http.post(urls.rpc('training_progress'), () =>
        HttpResponse.json([
          standing('id-contractor', {
            pre_service_hours: 30,
            in_service_hours: 4.5,
            in_service_required: 12,
            in_service_applies_from: 2025,
            shortfall: '7.5 in-service hours still needed for 2026',
          }),
        ]),
      ),
      http.get(urls.rest('training_records'), () => HttpResponse.json([record])),
    );
    renderApp({ as: 'contractor', at: paths.dashboard.profile });
    const progress = await screen.findByRole('region', { name: 'Training Progress' });
    expect(
      await within(progress).findByText(
        'Not in good standing: 7.5 in-service hours still needed for 2026',
      ),
    ).toBeVisible();
    expect(
      within(progress).getByRole('progressbar', { name: 'Pre-service training' }),
    ).toHaveAttribute('aria-valuetext', '30 h of 30 h');
    expect(
      within(progress).getByRole('progressbar', { name: 'In-service training, 2026' }),
    ).toHaveAttribute('aria-valuetext', '4.5 h of 12 h');
    const row = await screen.findByRole('row', { name: /Webinar on attachment/ });
    expect(row).toHaveTextContent('Rejected');
    expect(row).toHaveTextContent('Attach a course certificate.');
    expect(screen.getByText(/No Florida eligibility recorded yet/)).toBeVisible();
  });

  it('says what is wrong with each field, keeps what was typed and sends nothing', async () => {
    let posts = 0;
    server.use(
      http.post(urls.rest('training_records'), () => {
        posts += 1;
        return HttpResponse.json({});
      }),
    );
    renderApp({ as: 'contractor', at: paths.dashboard.profile });
    const ui = userEvent.setup();
    await ui.type(await screen.findByLabelText('Course title'), 'Court report writing');
    await ui.type(screen.getByLabelText('Hours'), '2.1');
    await ui.click(screen.getByRole('button', { name: 'Add Training' }));
    expect(screen.getByLabelText('Provider')).toHaveAccessibleDescription(
      expect.stringContaining('Enter who gave the training'),
    );
    expect(screen.getByLabelText('Completed on')).toHaveAccessibleDescription(
      'Enter the date you completed it',
    );
    expect(screen.getByLabelText('Hours')).toHaveAccessibleDescription(
      'Hours are counted in quarter hours (0.25 steps)',
    );
    expect(screen.getByLabelText('Course title')).toHaveValue('Court report writing');
    expect(posts).toBe(0);
  });

  it('adds a record as pending and reads the list and progress again', async () => {
    const rows: object[] = [];
    let sent: Record<string, unknown> | null = null;
    server.use(
      http.get(urls.rest('training_records'), () => HttpResponse.json(rows)),
      http.post(urls.rest('training_records'), async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        const saved = { ...record, ...sent, id: 'tr-2', status: 'pending', review_note: null };
        rows.push(saved);
        return HttpResponse.json(saved, { status: 201 });
      }),
    );
    renderApp({ as: 'contractor', at: paths.dashboard.profile });
    const ui = userEvent.setup();
    await ui.type(await screen.findByLabelText('Course title'), 'Court report writing');
    await ui.type(screen.getByLabelText('Provider'), 'Florida Statewide GAL Office');
    await ui.type(screen.getByLabelText('Completed on'), '2026-11-02');
    await ui.type(screen.getByLabelText('Hours'), '7.5');
    await ui.selectOptions(screen.getByLabelText('Kind'), 'in_service');
    await ui.click(screen.getByRole('button', { name: 'Add Training' }));
    const row = await screen.findByRole('row', { name: /Court report writing/ });
    expect(row).toHaveTextContent('Pending review');
    expect(sent).toMatchObject({
      user_id: 'id-contractor',
      title: 'Court report writing',
      provider: 'Florida Statewide GAL Office',
      completed_on: '2026-11-02',
      hours: 7.5,
      kind: 'in_service',
      certificate_path: null,
    });
    expect(screen.getByLabelText('Course title')).toHaveValue('');
  });

  it('refuses a certificate that is not a PDF or an image', async () => {
    renderApp({ as: 'free', at: paths.dashboard.profile });
    const ui = userEvent.setup({ applyAccept: false });
    const file = new File(['<svg/>'], 'cert.svg', { type: 'image/svg+xml' });
    await ui.upload(await screen.findByLabelText('Certificate (optional)'), file);
    await ui.click(screen.getByRole('button', { name: 'Add Training' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Certificate (optional)')).toHaveAccessibleDescription(
        expect.stringContaining('The certificate must be a PDF, PNG, JPEG or WebP file'),
      ),
    );
  });

  it('refuses a file named as a PDF whose first bytes are not one, before uploading it', async () => {
    let uploads = 0;
    let posts = 0;
    server.use(
      http.post(urls.storage('/object/certificates/*'), () => {
        uploads += 1;
        return HttpResponse.json({ Key: 'certificates/x' });
      }),
      http.post(urls.rest('training_records'), () => {
        posts += 1;
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    renderApp({ as: 'contractor', at: paths.dashboard.profile });
    const ui = userEvent.setup();
    await fillCourse(ui);
    const page = new File(['<html><script>alert(1)</script></html>'], 'certificate.pdf', {
      type: 'application/pdf',
    });
    await ui.upload(screen.getByLabelText('Certificate (optional)'), page);
    await ui.click(screen.getByRole('button', { name: 'Add Training' }));
    expect(
      await screen.findByText(/This file is not really a PDF, PNG, JPEG or WebP file/),
    ).toBeVisible();
    expect(screen.getByLabelText('Certificate (optional)')).toHaveAccessibleDescription(
      expect.stringContaining('whatever its name says'),
    );
    expect(uploads).toBe(0);
    expect(posts).toBe(0);
  });

  it('uploads a real certificate under the type its bytes show', async () => {
    const uploaded: { path: string; type: string | null }[] = [];
    let sent: Record<string, unknown> | null = null;
    server.use(
      http.post(urls.storage('/object/certificates/*'), async ({ request }) => {
        const path = new URL(request.url).pathname.split('/object/certificates/')[1]!;
        // The file goes as a multipart part with its own Content-Type.
        const body = await request.text();
        uploaded.push({ path, type: /Content-Type: ([\w/+.-]+)/i.exec(body)?.[1] ?? null });
        return HttpResponse.json({ Key: `certificates/${path}` });
      }),
      http.post(urls.rest('training_records'), async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ ...record, ...sent, id: 'tr-3' }, { status: 201 });
      }),
    );
    renderApp({ as: 'contractor', at: paths.dashboard.profile });
    const ui = userEvent.setup();
    await fillCourse(ui);
    // A JPEG photo of the certificate that the browser called a PNG.
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])], 'cert.png', {
      type: 'image/png',
    });
    await ui.upload(screen.getByLabelText('Certificate (optional)'), photo);
    await ui.click(screen.getByRole('button', { name: 'Add Training' }));
    await vi.waitFor(() => expect(sent).not.toBeNull());
    expect(uploaded).toHaveLength(1);
    expect(uploaded[0]!.path).toMatch(/^id-contractor\/[0-9a-f-]{36}\.jpg$/);
    expect(uploaded[0]!.type).toBe('image/jpeg');
    expect(sent!.certificate_path).toBe(uploaded[0]!.path);
  });

  it('asks before deleting a record', async () => {
    const deleted: string[] = [];
    server.use(
      http.get(urls.rest('training_records'), () =>
        HttpResponse.json([{ ...record, status: 'pending', review_note: null }]),
      ),
      http.delete(urls.rest('training_records'), ({ request }) => {
        deleted.push(new URL(request.url).searchParams.get('id') ?? '');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderApp({ as: 'contractor', at: paths.dashboard.profile });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Delete Webinar on attachment' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this training record?' });
    expect(deleted).toEqual([]);
    await ui.click(within(dialog).getByRole('button', { name: 'Delete Record' }));
    await vi.waitFor(() => expect(deleted).toEqual(['eq.tr-1']));
  });

  it('is not shown to an admin, who records no training of their own', async () => {
    renderApp({ as: 'admin', at: paths.dashboard.profile });
    expect(await screen.findByRole('heading', { name: 'Profile Settings' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Training Progress' })).toBeNull();
  });
});
