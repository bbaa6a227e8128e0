import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PizZip from 'pizzip';
import { paths } from '@/lib/paths';
import { http, HttpResponse, server, urls } from '@/test/backend';
import { renderApp } from '@/test/render-app';
import { DEMO_REPORT } from '../lib/demo-report';

const theCase = {
  id: 'case-9',
  title: 'Case plan review, Seminole',
  description: 'Two brothers in relative care.',
  type: 'paid',
  status: 'in_progress',
  county: 'Seminole',
  category: 'Dependency',
  urgency: 'Medium',
  compensation: null,
  admin_id: 'id-admin',
  contractor_id: 'id-contractor',
  created_at: '2026-10-01T12:00:00Z',
  updated_at: '2026-10-01T12:00:00Z',
  admin: { id: 'id-admin', full_name: 'Alicia Admin', email: 'a@example.test' },
  contractor: { id: 'id-contractor', full_name: 'Pat Contractor', email: 'c@example.test' },
  case_events: [],
};

const courtDate = {
  id: 'cd-1',
  case_id: 'case-9',
  hearing_at: '2027-03-16T14:00:00Z',
  hearing_type: 'judicial_review',
  courtroom: '4-1',
  judge: 'Hon. Demo Judge',
  notes: null,
  report_due_at: '2027-03-12T14:00:00Z',
  report_status: 'not_started',
  report_filed_on: null,
  created_by: 'id-admin',
  created_at: '2026-10-01T12:00:00Z',
  updated_at: '2026-10-01T12:00:00Z',
};

const original = {
  create: URL.createObjectURL,
  revoke: URL.revokeObjectURL,
  click: HTMLAnchorElement.prototype.click,
};
afterEach(() => {
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
  HTMLAnchorElement.prototype.click = original.click;
});

// The browser's download is the edge here: the file is caught where it would be saved.
function catchDownloads() {
  const files: Blob[] = [];
  URL.createObjectURL = (blob: Blob) => {
    files.push(blob);
    return 'blob:report';
  };
  URL.revokeObjectURL = () => undefined;
  HTMLAnchorElement.prototype.click = () => undefined;
  return files;
}

const bytesOf = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(blob);
  });

describe('the court report under a hearing', () => {
  it('drafts the report from the record, downloads it and lists it as a version', async () => {
    const files = catchDownloads();
    const drafts: object[] = [];
    const uploads: string[] = [];
    const asked: unknown[] = [];
    server.use(
      http.get(urls.rest('cases'), () => HttpResponse.json(theCase)),
      // The contractors an admin may assign: none; other users reads fall through.
      http.get(urls.rest('users'), ({ request }) =>
        new URL(request.url).searchParams.has('role') ? HttpResponse.json([]) : undefined,
      ),
      http.get(urls.rest('court_dates'), () => HttpResponse.json([courtDate])),
      http.get(urls.rest('report_deadline_rules'), () => HttpResponse.json([])),
      http.post(urls.rpc('court_report_data'), async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json(DEMO_REPORT);
      }),
      http.get(urls.rest('report_drafts'), () => HttpResponse.json(drafts)),
      // No template of the program's: the built-in one.
      http.get(urls.rest('report_templates'), () => HttpResponse.json([])),
      http.post(urls.storage('/object/court-reports/*'), ({ request }) => {
        uploads.push(new URL(request.url).pathname);
        return HttpResponse.json({ Key: 'x' });
      }),
      http.post(urls.rest('report_drafts'), async ({ request }) => {
        const body = (await request.json()) as Record<string, string>;
        const row = {
          id: 'draft-1',
          ...body,
          created_at: '2027-03-10T15:00:00Z',
          author: { full_name: 'Pat Contractor' },
        };
        drafts.unshift(row);
        return HttpResponse.json(row, { status: 201 });
      }),
    );
    renderApp({ as: 'contractor', at: paths.dashboard.case('case-9') });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Draft report' }));
    const form = await screen.findByRole('form', { name: 'Draft the court report' });
    // The period the record suggests: from the previous hearing to this one.
    await vi.waitFor(() =>
      expect(within(form).getByLabelText('Period from')).toHaveValue('2027-01-26'),
    );
    expect(within(form).getByLabelText('Period to')).toHaveValue('2027-03-16');
    expect(screen.getByText('No drafts yet.')).toBeInTheDocument();

    await ui.click(within(form).getByRole('button', { name: 'Draft and download' }));
    await vi.waitFor(() => expect(files).toHaveLength(1), { timeout: 5000 });
    expect(asked.at(-1)).toEqual({
      court_date_id: 'cd-1',
      period_start: '2027-01-26',
      period_end: '2027-03-16',
    });
    expect(uploads[0]).toMatch(
      /\/court-reports\/00000000-0000-4000-8000-00000000de40\/cd-1\/[0-9a-f-]{36}\.docx$/,
    );
    const xml = new PizZip(await bytesOf(files[0]!)).file('word/document.xml')!.asText();
    expect(xml).toContain('No contacts with school staff in this period.');
    expect(xml).toContain('Tue, Mar 16, 2027, 10:00 AM ET');
    expect(
      await screen.findByText(/by Pat Contractor: Jan 26, 2027 to Mar 16, 2027, Built-in default/),
    ).toBeInTheDocument();
  });
});

describe('the report template in Settings', () => {
  it('refuses a template with an unknown tag, naming it, and stores nothing', async () => {
    const uploads: string[] = [];
    server.use(
      http.get(urls.rest('report_templates'), () => HttpResponse.json([])),
      http.post(urls.storage('/object/report-templates/*'), ({ request }) => {
        uploads.push(request.url);
        return HttpResponse.json({ Key: 'x' });
      }),
    );
    const zip = new PizZip();
    zip.file(
      '[Content_Types].xml',
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    );
    zip.file(
      'word/document.xml',
      '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Dear {judgeName}</w:t></w:r></w:p></w:body></w:document>',
    );
    const file = new File([zip.generate({ type: 'uint8array' }) as BlobPart], 'ours.docx', {
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });

    renderApp({ as: 'admin', at: paths.dashboard.settings });
    const ui = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Court Report Template' });
    expect(within(section).getByText('Built-in default')).toBeInTheDocument();
    const input = within(section).getByLabelText<HTMLInputElement>('Word template (.docx)');
    await ui.upload(input, file);
    await ui.click(within(section).getByRole('button', { name: 'Check and use' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Unknown tag {judgeName}.');
    expect(uploads).toEqual([]);
  });
});
