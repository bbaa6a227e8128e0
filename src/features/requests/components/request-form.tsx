import { useRef, useState, type FormEvent } from 'react';
import { useI18n } from '@/lib/use-i18n';
import { currentLocale } from '@/lib/i18n';
import { longDate } from '@/lib/localized-dates';
import { Send } from 'lucide-react';
import { buttonClass } from '@/components/button-styles';
import { Checkbox } from '@/components/checkbox';
import { FormError } from '@/components/form-error';
import { Select } from '@/components/select';
import { TextArea } from '@/components/text-area';
import { TextField } from '@/components/text-field';
import { REQUEST_MESSAGES } from '../lib/request-errors';
import {
  caseTypeOptions,
  countyOptions,
  EMPTY_DRAFT,
  LIMITS,
  validateRequest,
  type RequestDraft,
  type RequestErrors,
} from '../lib/request-rules';
import { useRequestFormStore } from '../stores/request-form-store';
import { VoiceRecorder } from './voice-recorder';

/** The specification's 'Find a Guardian ad Litem for your Case' form, sent to gal_requests. */
export function RequestForm() {
  const [draft, setDraft] = useState<RequestDraft>(EMPTY_DRAFT);
  const [voiceNote, setVoiceNote] = useState<Blob | null>(null);
  const [errors, setErrors] = useState<RequestErrors>({});
  // A new recorder after each sent request; a failed one keeps the recording.
  const [round, setRound] = useState(0);
  const sending = useRequestFormStore((s) => s.sending);
  const sent = useRequestFormStore((s) => s.sent);
  const error = useRequestFormStore((s) => s.error);
  const submit = useRequestFormStore((s) => s.submit);
  const formRef = useRef<HTMLFormElement>(null);
  const i18n = useI18n();
  // Read on each render, so a language change relabels the options.
  const caseTypes = caseTypeOptions();
  const counties = countyOptions();

  function field<K extends keyof RequestDraft>(key: K, value: RequestDraft[K]) {
    setDraft((d) => ({ ...d, [key]: value }));
    // An error goes away as soon as its field is fixed.
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const found = validateRequest(draft);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    if (await submit(draft, voiceNote, currentLocale())) {
      setDraft(EMPTY_DRAFT);
      setVoiceNote(null);
      setRound((r) => r + 1);
    }
  }

  const text = (key: 'name' | 'email' | 'phone' | 'details') => ({
    name: key,
    value: draft[key],
    error: errors[key],
    maxLength: LIMITS[key],
    onChange: (e: { target: { value: string } }) => field(key, e.target.value),
  });

  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby="find-gal"
      onSubmit={(e) => void onSubmit(e)}
      className="mt-8 space-y-5 rounded-2xl border border-slate-200 bg-white p-6 text-left shadow-sm sm:p-8"
    >
      <p className="text-sm text-slate-600">
        {i18n._({ id: 'request.required', message: 'Fields marked * are required.' })}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <Select
          label={i18n._({ id: 'request.label.caseType', message: 'Case type *' })}
          name="caseType"
          required
          placeholder={i18n._({
            id: 'request.placeholder.caseType',
            message: 'Select a case type',
          })}
          options={caseTypes}
          value={draft.caseType}
          error={errors.caseType}
          onChange={(e) => field('caseType', e.target.value)}
        />
        <Select
          label={i18n._({ id: 'request.label.county', message: 'Court location *' })}
          name="county"
          required
          placeholder={i18n._({ id: 'request.placeholder.county', message: 'Select a county' })}
          options={counties}
          value={draft.county}
          error={errors.county}
          onChange={(e) => field('county', e.target.value)}
        />
        <TextField
          label={i18n._({ id: 'request.label.name', message: 'Name *' })}
          autoComplete="name"
          required
          {...text('name')}
        />
        <TextField
          label={i18n._({ id: 'request.label.email', message: 'Email *' })}
          type="email"
          autoComplete="email"
          required
          {...text('email')}
        />
        <TextField
          label={i18n._({ id: 'request.label.phone', message: 'Phone *' })}
          type="tel"
          autoComplete="tel"
          required
          {...text('phone')}
        />
      </div>
      <TextArea
        label={i18n._({ id: 'request.label.details', message: 'Case details *' })}
        rows={5}
        required
        hint={i18n._({
          id: 'request.hint.details',
          message: "What is happening in the case, the children's ages and any court dates.",
        })}
        {...text('details')}
      />
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">
          {i18n._({ id: 'request.label.voice', message: 'Voice note (optional)' })}
        </legend>
        <p className="mb-3 text-sm text-slate-600">
          {i18n._({
            id: 'request.hint.voice',
            message: 'Prefer to talk? Record up to two minutes about your case.',
          })}
        </p>
        <VoiceRecorder key={round} value={voiceNote} onChange={setVoiceNote} />
      </fieldset>
      <Checkbox
        label={i18n._({
          id: 'request.label.urgent',
          message: 'This is an urgent request (a hearing or deadline is coming up soon)',
        })}
        name="urgent"
        checked={draft.urgent}
        onChange={(e) => field('urgent', e.target.checked)}
      />
      {/* Where the CAPTCHA widget shows, when the provider wants a click (src/lib/turnstile.ts). */}
      <div data-captcha-slot />
      <FormError message={error} />
      {sent ? (
        <p
          role="status"
          className="rounded-lg bg-green-50 px-4 py-3 text-sm font-medium text-green-800"
        >
          {REQUEST_MESSAGES.thanks}
        </p>
      ) : null}
      {sent ? (
        <p className="text-sm text-slate-700">
          {i18n._({
            id: 'request.receivedOn',
            message: 'We received your request on {date}.',
            values: { date: longDate(new Date()) },
          })}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="submit"
          className={buttonClass('primary', 'px-6 py-3 text-base')}
          disabled={sending}
        >
          <Send aria-hidden="true" className="size-4" />
          {sending
            ? i18n._({ id: 'request.sending', message: 'Sending...' })
            : i18n._({ id: 'request.submit', message: 'Submit Request' })}
        </button>
        <p className="text-sm text-slate-600">
          {i18n._({
            id: 'request.replyTime',
            message: 'Our team replies within 1-2 business days.',
          })}
        </p>
      </div>
    </form>
  );
}
