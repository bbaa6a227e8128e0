// The GAL Assistant application: seven steps, each gated by its
// schema and each a history entry; the draft is saved per user as they type and
// restored after a reload. Offered only when one may be filed now.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ArrowLeft, ArrowRight, Send } from 'lucide-react';
import { QueryProvider } from '@/components/query-provider';
import { buttonClass } from '@/components/button-styles';
import { Card } from '@/components/card';
import { FormError } from '@/components/form-error';
import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/spinner';
import { useSessionStatus, type UserRow } from '@/features/profile';
import { paths } from '@/lib/paths';
import { useI18n } from '@/lib/use-i18n';
import { tr } from '../lib/application-text';
import { ASSISTANT_STEP_FIELDS } from '../components/assistant-steps';
import { EnrollmentCard } from '../components/enrollment-card';
import { FormFields } from '../components/form-fields';
import { SignInPrompt } from '../components/sign-in-prompt';
import { useFirstInvalidFocus } from '../components/use-first-invalid-focus';
import { useMySubmissions } from '../components/use-my-submissions';
import {
  ASSISTANT_STEP_SCHEMAS,
  ASSISTANT_STEP_TITLES,
  ASSISTANT_STEPS,
  initialAssistantValues,
  type AssistantValues,
} from '../lib/assistant-schema';
import { APPLICATION_MESSAGES, check, type FieldErrors } from '../lib/rules';
import { enrollmentFor } from '../lib/status';
import { useDraftStore } from '../stores/draft-store';
import { useSubmitStore } from '../stores/submit-store';

export function AssistantApplicationPage() {
  const session = useSessionStatus();
  // The wizard's words follow the language chosen on the public pages.
  useI18n();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12">
      <PageHeader
        title={tr('GAL Assistant Application')}
        description={tr('Seven short steps about your background, skills and availability.')}
      />
      {session.status === 'known' ? (
        <QueryProvider>
          <AssistantApplication key={session.user.id} user={session.user} />
        </QueryProvider>
      ) : session.status === 'loading' ? (
        <Spinner label={tr('Loading your application')} showLabel />
      ) : (
        <SignInPrompt returnTo={paths.applyAssistant} />
      )}
    </div>
  );
}

/** The wizard only when an assistant application may be filed now (the database's rule too). */
function AssistantApplication({ user }: { user: UserRow }) {
  const { items, loaded, error } = useMySubmissions(user.id);
  if (!loaded) return <Spinner label={tr('Loading your application')} showLabel />;
  const enrollment = enrollmentFor(items, new Date(), { kind: 'assistant' });
  if (enrollment.step !== 'apply')
    return <EnrollmentCard enrollment={enrollment} kind="assistant" />;
  return (
    <>
      <FormError message={error} />
      <AssistantWizard user={user} />
    </>
  );
}

/** The first step before `step` that does not pass: a later one cannot be shown yet. */
function reachable(step: number, values: AssistantValues): number {
  for (let n = 1; n < step; n++) if (!check(ASSISTANT_STEP_SCHEMAS[n - 1]!, values).ok) return n;
  return step;
}

/** Steps are history entries (?step=3), so the browser's Back goes one step back. */
function useWizardStep(values: AssistantValues, initial: number) {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const asked = Number(params.get('step'));
  const wanted = Number.isInteger(asked) && asked >= 1 ? Math.min(asked, ASSISTANT_STEPS) : initial;
  const step = reachable(wanted, values);

  // The address always names the step on screen (a draft's step, or an earlier one still open).
  useEffect(() => {
    if (asked !== step)
      void navigate({ search: `?step=${step}` }, { replace: true, state: location.state });
  }, [asked, step, navigate, location.state]);

  return {
    step,
    next: () => void navigate({ search: `?step=${step + 1}` }, { state: { wizardStep: true } }),
    /** Back to the step before: the previous history entry when Next made this one. */
    back: () => {
      if (step === 1) void navigate(paths.choosePath);
      else if ((location.state as { wizardStep?: boolean } | null)?.wizardStep) void navigate(-1);
      else void navigate({ search: `?step=${step - 1}` }, { replace: true });
    },
    show: (n: number) => void navigate({ search: `?step=${n}` }, { replace: true }),
  };
}

function AssistantWizard({ user }: { user: UserRow }) {
  const i18n = useI18n();
  const navigate = useNavigate();
  const [draft] = useState(() => useDraftStore.getState().drafts[user.id]?.assistant);
  const [values, setValues] = useState<AssistantValues>(() => ({
    ...initialAssistantValues(user),
    ...draft?.values,
    email: user.email,
  }));
  const { step, next, back: previous, show } = useWizardStep(values, draft?.step ?? 1);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const submitting = useSubmitStore((s) => s.submitting);
  const submitError = useSubmitStore((s) => s.error);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusFirstInvalid = useFirstInvalidFocus(formRef);
  const firstRender = useRef(true);

  useEffect(() => {
    useDraftStore.getState().saveAssistant(user.id, step, values);
  }, [user.id, step, values]);

  useEffect(() => {
    window.scrollTo(0, 0);
    if (firstRender.current) firstRender.current = false;
    else headingRef.current?.focus();
  }, [step]);

  useEffect(() => () => useSubmitStore.getState().reset(), []);

  function change(name: keyof AssistantValues, value: unknown) {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors(({ [name]: _fixed, ...rest }) => rest);
  }

  /** Checks the step; on failure shows it, marks the fields, gives SPEC's message and focuses the first. */
  function stepValid(n: number): boolean {
    const result = check(ASSISTANT_STEP_SCHEMAS[n - 1]!, values);
    if (result.ok) {
      setErrors({});
      setMessage(null);
      return true;
    }
    if (n !== step) show(n);
    setErrors(result.errors);
    setMessage(tr(APPLICATION_MESSAGES.stepIncomplete));
    focusFirstInvalid();
    return false;
  }

  function back() {
    setErrors({});
    setMessage(null);
    previous();
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (submitting) return;
    if (step < ASSISTANT_STEPS) {
      if (stepValid(step)) next();
      return;
    }
    // A restored draft may hold an earlier step that no longer passes: go back to it.
    for (let n = 1; n <= ASSISTANT_STEPS; n++) if (!stepValid(n)) return;
    const filed = await useSubmitStore.getState().submitAssistant(values, user.id);
    if (filed) {
      window.alert(tr(APPLICATION_MESSAGES.assistantThanks));
      void navigate(paths.home);
    } else {
      window.alert(tr(APPLICATION_MESSAGES.submitFailed));
    }
  }

  const percent = Math.round((step / ASSISTANT_STEPS) * 100);
  const title = tr(ASSISTANT_STEP_TITLES[step - 1]);
  return (
    <Card>
      <div className="mb-6">
        <div className="flex items-center justify-between text-sm font-medium text-slate-700">
          <span>
            <span className="sr-only">{i18n._({ id: 'application.step', message: 'Step' })} </span>
            {step} / {ASSISTANT_STEPS}
          </span>
          <span>
            {i18n._({
              id: 'application.percentComplete',
              message: '{percent}% complete',
              values: { percent },
            })}
          </span>
        </div>
        <div
          role="progressbar"
          aria-label={tr('Application progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full rounded-full bg-indigo-700" style={{ width: `${percent}%` }} />
        </div>
      </div>
      <form ref={formRef} noValidate onSubmit={submit} aria-labelledby="wizard-step-title">
        <h2
          id="wizard-step-title"
          ref={headingRef}
          tabIndex={-1}
          className="mb-5 text-xl font-semibold text-slate-900 outline-none"
        >
          {title}
        </h2>
        <FormFields
          fields={ASSISTANT_STEP_FIELDS[step - 1]!}
          values={values}
          errors={errors}
          onChange={change}
        />
        {message ? (
          <p role="alert" className="mt-6 text-sm font-medium text-red-700">
            {message}
          </p>
        ) : null}
        <div className="mt-8 flex flex-wrap justify-between gap-3">
          <button type="button" onClick={back} className={buttonClass('secondary')}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {tr('Back')}
          </button>
          {step < ASSISTANT_STEPS ? (
            <button type="submit" className={buttonClass('primary')}>
              {tr('Next')}
              <ArrowRight aria-hidden="true" className="size-4" />
            </button>
          ) : (
            <button type="submit" disabled={submitting} className={buttonClass('primary')}>
              <Send aria-hidden="true" className="size-4" />
              {submitting ? tr('Submitting...') : tr('Submit Application')}
            </button>
          )}
        </div>
        <div className="mt-4">
          <FormError message={submitError} />
        </div>
      </form>
    </Card>
  );
}
