// The Family Law Guardian ad Litem application on /apply: one page
// in seven sections, each checked by its schema; drafts kept per user.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Send } from 'lucide-react';
import { QueryProvider } from '@/components/query-provider';
import { buttonClass } from '@/components/button-styles';
import { FormError } from '@/components/form-error';
import { Spinner } from '@/components/spinner';
import { useSessionStatus, type UserRow } from '@/features/profile';
import { can } from '@/lib/capabilities';
import { paths } from '@/lib/paths';
import { useI18n } from '@/lib/use-i18n';
import { tr } from '../lib/application-text';
import {
  GAL_SECTION_SCHEMAS,
  GAL_SECTION_TITLES,
  initialGalValues,
  type GalValues,
} from '../lib/gal-schema';
import { APPLICATION_MESSAGES, check, type FieldErrors } from '../lib/rules';
import { enrollmentFor } from '../lib/status';
import { useDraftStore } from '../stores/draft-store';
import { useSubmitStore } from '../stores/submit-store';
import { EnrollmentCard } from './enrollment-card';
import { FormFields } from './form-fields';
import { GAL_SECTION_FIELDS } from './gal-sections';
import { ReferencesFields } from './references-fields';
import { SignInPrompt } from './sign-in-prompt';
import { useFirstInvalidFocus } from './use-first-invalid-focus';
import { useMySubmissions } from './use-my-submissions';

interface GalApplicationFormProps {
  /** Called once the application is filed, before leaving the page. */
  onSubmitted?(): void;
}

export function GalApplicationForm({ onSubmitted }: GalApplicationFormProps = {}) {
  const session = useSessionStatus();
  // The form's words follow the language of the page it is on.
  useI18n();
  if (session.status === 'known')
    return (
      <QueryProvider>
        <GalApplication key={session.user.id} user={session.user} onSubmitted={onSubmitted} />
      </QueryProvider>
    );
  if (session.status === 'loading')
    return <Spinner label={tr('Loading your application')} showLabel />;
  return <SignInPrompt returnTo={paths.choosePath} />;
}

/** The form only when it may be filed now (the database's rule too); else what stands instead. */
function GalApplication({ user, onSubmitted }: { user: UserRow } & GalApplicationFormProps) {
  const { items, loaded, error } = useMySubmissions(user.id);
  if (!loaded) return <Spinner label={tr('Loading your application')} showLabel />;
  const enrollment = enrollmentFor(items, new Date(), { mayEnroll: can(user, 'enroll') });
  if (enrollment.step !== 'apply')
    return <EnrollmentCard enrollment={enrollment} headingLevel={3} />;
  return (
    <>
      {/* Without the list the form is offered; the database still refuses what it must. */}
      <FormError message={error} />
      <GalForm user={user} onSubmitted={onSubmitted} />
    </>
  );
}

function GalForm({ user, onSubmitted }: { user: UserRow } & GalApplicationFormProps) {
  const navigate = useNavigate();
  const [values, setValues] = useState<GalValues>(() => ({
    ...initialGalValues(user),
    ...useDraftStore.getState().drafts[user.id]?.gal?.values,
    email: user.email,
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const submitting = useSubmitStore((s) => s.submitting);
  const submitError = useSubmitStore((s) => s.error);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFirstInvalidFocus(formRef);

  useEffect(() => {
    useDraftStore.getState().saveGal(user.id, values);
  }, [user.id, values]);
  useEffect(() => () => useSubmitStore.getState().reset(), []);

  function change(name: keyof GalValues, value: unknown) {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) =>
      Object.fromEntries(
        Object.entries(e).filter(([k]) => k !== name && !k.startsWith(`${name}.`)),
      ),
    );
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (submitting) return;
    const found = GAL_SECTION_SCHEMAS.reduce<FieldErrors>((all, schema) => {
      const r = check(schema, values);
      return r.ok ? all : { ...all, ...r.errors };
    }, {});
    setErrors(found);
    if (Object.keys(found).length) {
      setMessage(tr(APPLICATION_MESSAGES.formIncomplete));
      focusFirstInvalid();
      return;
    }
    setMessage(null);
    const filed = await useSubmitStore.getState().submitGal(values, user.id);
    if (filed) {
      onSubmitted?.();
      window.alert(tr(APPLICATION_MESSAGES.galThanks));
      navigate(paths.dashboard.home);
    } else {
      window.alert(tr(APPLICATION_MESSAGES.submitFailed));
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-8">
      {GAL_SECTION_TITLES.map((title, i) => (
        <fieldset key={title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <legend className="sr-only">{tr(title)}</legend>
          <h3 aria-hidden="true" className="mb-5 text-lg font-semibold text-slate-900">
            {tr(title)}
          </h3>
          {i === 2 ? (
            <ReferencesFields
              value={values.reference_list}
              errors={errors}
              onChange={(list) => change('reference_list', list)}
            />
          ) : (
            <FormFields
              fields={GAL_SECTION_FIELDS[i]!}
              values={values}
              errors={errors}
              onChange={change}
            />
          )}
        </fieldset>
      ))}
      {message ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {message}
        </p>
      ) : null}
      <div className="flex flex-col items-end gap-3">
        <button type="submit" disabled={submitting} className={buttonClass('primary')}>
          <Send aria-hidden="true" className="size-4" />
          {submitting ? tr('Submitting...') : tr('Submit Application')}
        </button>
        <FormError message={submitError} />
      </div>
    </form>
  );
}
