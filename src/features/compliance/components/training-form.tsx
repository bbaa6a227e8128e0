// 'Add Training': a course the user completed, with an optional certificate. Each
// field says what is wrong with it; nothing typed is lost when the save fails. A
// certificate's type is read from its first bytes, as a receipt's is, not from its name
// or the type the browser guesses: a page renamed 'certificate.pdf' is refused before it
// is uploaded, and an allowed file is stored under its real type.
import { useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/button-styles';
import { FormError } from '@/components/form-error';
import { Select } from '@/components/select';
import { TextField } from '@/components/text-field';
import { sniffReceipt } from '@/features/work-record';
import {
  CERTIFICATE_TYPES,
  EMPTY_TRAINING,
  KIND_LABEL,
  parseTraining,
  today,
  type TrainingErrors,
  type TrainingFields,
  type TrainingInput,
} from '../lib/training';

interface Props {
  busy: boolean;
  error: string | null;
  onSubmit(input: TrainingInput, certificate: File | null): Promise<boolean>;
}

const KIND_OPTIONS = Object.entries(KIND_LABEL).map(([value, label]) => ({ value, label }));

const NOT_WHAT_IT_SAYS =
  'This file is not really a PDF, PNG, JPEG or WebP file, whatever its name says. Choose the certificate itself.';

/** The certificate, typed by its first bytes ('' when they show no allowed type). */
async function realCertificate(file: File): Promise<File> {
  const type = await sniffReceipt(file).catch(() => null);
  return new File([file], file.name, { type: type ?? '', lastModified: file.lastModified });
}

export function TrainingForm({ busy, error, onSubmit }: Props) {
  const [fields, setFields] = useState<TrainingFields>(EMPTY_TRAINING);
  const [certificate, setCertificate] = useState<File | null>(null);
  const [errors, setErrors] = useState<TrainingErrors>({});
  // A new key empties the file input after a save (its value cannot be set).
  const [fileKey, setFileKey] = useState(0);
  const set = (patch: Partial<TrainingFields>) => setFields((f) => ({ ...f, ...patch }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const real = certificate ? await realCertificate(certificate) : null;
    const parsed = parseTraining(fields, real);
    const found: TrainingErrors = { ...parsed.errors };
    // Named as an allowed type, but its bytes are something else.
    if (
      certificate?.type &&
      certificate.type in CERTIFICATE_TYPES &&
      !(real!.type in CERTIFICATE_TYPES)
    ) {
      found.certificate = NOT_WHAT_IT_SAYS;
    }
    setErrors(found);
    if (!parsed.input || found.certificate) return;
    if (await onSubmit(parsed.input, real)) {
      setFields(EMPTY_TRAINING);
      setCertificate(null);
      setFileKey((k) => k + 1);
    }
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="add-training-heading"
      className="grid gap-4 sm:grid-cols-2"
    >
      <h3 id="add-training-heading" className="font-semibold text-slate-900 sm:col-span-2">
        Add Training
      </h3>
      <TextField
        label="Course title"
        className="sm:col-span-2"
        maxLength={200}
        value={fields.title}
        error={errors.title}
        onChange={(e) => set({ title: e.target.value })}
      />
      <TextField
        label="Provider"
        hint="Who gave the training, e.g. the Florida Statewide GAL Office"
        className="sm:col-span-2"
        maxLength={200}
        value={fields.provider}
        error={errors.provider}
        onChange={(e) => set({ provider: e.target.value })}
      />
      <TextField
        label="Completed on"
        type="date"
        max={today()}
        value={fields.completedOn}
        error={errors.completedOn}
        onChange={(e) => set({ completedOn: e.target.value })}
      />
      <TextField
        label="Hours"
        type="number"
        inputMode="decimal"
        min={0.25}
        max={100}
        step={0.25}
        value={fields.hours}
        error={errors.hours}
        onChange={(e) => set({ hours: e.target.value })}
      />
      <Select
        label="Kind"
        options={KIND_OPTIONS}
        value={fields.kind}
        error={errors.kind}
        onChange={(e) => set({ kind: e.target.value as TrainingFields['kind'] })}
      />
      <TextField
        key={fileKey}
        label="Certificate (optional)"
        hint="PDF or image, up to 5 MB"
        type="file"
        accept={Object.keys(CERTIFICATE_TYPES).join(',')}
        error={errors.certificate}
        onChange={(e) => setCertificate(e.target.files?.[0] ?? null)}
      />
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <button type="submit" className={buttonClass('primary')} disabled={busy}>
          {busy ? 'Saving...' : 'Add Training'}
        </button>
        <FormError message={error} />
      </div>
    </form>
  );
}
