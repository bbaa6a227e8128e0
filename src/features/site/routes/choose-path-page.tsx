import { useNavigate } from 'react-router';
import { ArrowRight, ClipboardList, Scale } from 'lucide-react';
import { buttonClass } from '@/components/button-styles';
import { paths } from '@/lib/paths';
import { CAREER_PATH_FAQ } from '@/content/careers';
import { rememberPostLoginRedirect } from '@/features/auth';
import { useSignedIn } from '@/features/profile';
import { requestGalForm } from '../lib/gal-form-flag';

export function ChoosePathPage() {
  const navigate = useNavigate();
  const signedIn = useSignedIn();

  function applyAsGuardian() {
    requestGalForm();
    if (signedIn) {
      navigate(paths.apply);
    } else {
      rememberPostLoginRedirect(paths.apply);
      navigate(paths.login);
    }
  }

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-14">
      <div className="text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          Choose Your Career Path
        </h1>
        <p className="mt-3 text-lg text-slate-600">
          Two ways to serve children in Florida&apos;s family courts.
        </p>
      </div>

      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <section className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <ClipboardList aria-hidden="true" className="size-8 text-indigo-700" />
          <h2 className="mt-4 text-xl font-semibold text-slate-900">GAL Assistant</h2>
          <p className="mt-2 flex-1 text-slate-600">
            Administrative, research and case-management support for guardians ad litem.
          </p>
          <button
            type="button"
            className={buttonClass('secondary', 'mt-6')}
            onClick={() => navigate(paths.applyAssistant)}
          >
            Apply as Assistant
            <ArrowRight aria-hidden="true" className="size-4" />
          </button>
        </section>
        <section className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <Scale aria-hidden="true" className="size-8 text-indigo-700" />
          <h2 className="mt-4 text-xl font-semibold text-slate-900">
            Family Law Guardian ad Litem
          </h2>
          <p className="mt-2 flex-1 text-slate-600">
            Represent children&apos;s interests in family law proceedings.
          </p>
          <button
            type="button"
            className={buttonClass('primary', 'mt-6')}
            onClick={applyAsGuardian}
          >
            Apply as Guardian ad Litem
            <ArrowRight aria-hidden="true" className="size-4" />
          </button>
        </section>
      </div>

      <section aria-labelledby="faq" className="mt-14">
        <h2 id="faq" className="text-2xl font-bold text-slate-900">
          Frequently Asked Questions
        </h2>
        <div className="mt-6 space-y-3">
          {CAREER_PATH_FAQ.map(({ question, answer }) => (
            <details key={question} className="rounded-xl border border-slate-200 bg-white p-5">
              <summary className="cursor-pointer font-semibold text-slate-900">{question}</summary>
              <p className="mt-3 text-slate-600">{answer}</p>
            </details>
          ))}
        </div>
      </section>
    </div>
  );
}
