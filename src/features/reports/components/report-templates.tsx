// 'Court Report Template' in Settings (admins): the built-in template or the program's
// own .docx, one active at a time. An upload is checked at once (a Word document, its
// loops closed, only the documented tags); a refused one is named with its problems
// and the active template stays. A preview drafts the demo case with any template.
import { useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge } from '@/components/badge';
import { buttonClass } from '@/components/button-styles';
import { Card } from '@/components/card';
import { TextField } from '@/components/text-field';
import { useCurrentUser } from '@/features/profile';
import { can } from '@/lib/capabilities';
import { errorText } from '@/lib/query-client';
import { templatesQuery } from '../api/queries';
import type { ReportTemplate } from '../api/reports-api';
import { useReports } from '../stores/reports-store';
import { Problems } from './problems';

export function ReportTemplates() {
  const user = useCurrentUser();
  const allowed = can(user, 'editDeadlineRules');
  const read = useQuery({ ...templatesQuery(), enabled: allowed });
  const templates = read.data ?? [];
  const readError = errorText(read.error);
  const actionErrors = useReports((s) => s.errors.templates);
  const errors = readError ? [readError, ...(actionErrors ?? [])] : actionErrors;
  const busy = useReports((s) => s.busy === 'templates');
  const [name, setName] = useState('');
  const file = useRef<HTMLInputElement>(null);

  if (!allowed) return null;

  const active = templates.find((t) => t.active) ?? null;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const chosen = file.current?.files?.[0];
    if (!chosen) {
      useReports.getState().refuse(['Choose the Word template (.docx) to upload.']);
      return;
    }
    if (await useReports.getState().addTemplate(name, chosen)) {
      setName('');
      if (file.current) file.current.value = '';
    }
  };

  return (
    <Card title="Court Report Template" className="lg:col-span-2">
      <p className="text-sm text-slate-700">
        Drafted reports use the active template. Upload the program&apos;s own Word document with
        the tags listed in the template guide; it is checked at once, and a template with an unknown
        tag or an unclosed loop is refused while the active one stays.
      </p>
      <ul className="mt-4 divide-y divide-slate-100">
        <TemplateRow template={null} active={active === null} />
        {templates.map((t) => (
          <TemplateRow key={t.id} template={t} active={t.active} />
        ))}
      </ul>
      <form onSubmit={(e) => void submit(e)} className="mt-4 flex flex-wrap items-end gap-3">
        <TextField
          label="Template name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={120}
        />
        <label className="text-sm text-slate-800">
          <span className="mb-1 block">Word template (.docx)</span>
          <input
            ref={file}
            type="file"
            accept=".docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          />
        </label>
        <button type="submit" className={buttonClass('primary')} disabled={busy} aria-busy={busy}>
          {busy ? 'Checking…' : 'Check and use'}
        </button>
      </form>
      <Problems items={errors} />
    </Card>
  );
}

function TemplateRow({ template, active }: { template: ReportTemplate | null; active: boolean }) {
  const name = template?.name ?? 'Built-in default';
  const { activate, preview, downloadDefault } = useReports.getState();
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <span className="text-slate-900">
        {name} {active ? <Badge tone="success">Active</Badge> : null}
      </span>
      <span className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass('ghost')}
          onClick={() => void preview(template)}
          aria-label={`Preview ${name} with the demo case`}
        >
          Preview
        </button>
        {template === null ? (
          <button
            type="button"
            className={buttonClass('ghost')}
            onClick={() => void downloadDefault()}
          >
            Download to adapt
          </button>
        ) : null}
        {!active ? (
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => void activate(template?.id ?? null)}
            aria-label={`Use ${name}`}
          >
            Use
          </button>
        ) : null}
      </span>
    </li>
  );
}
