import { useNavigate } from 'react-router';
import { ArrowRight, ClipboardList, Scale } from 'lucide-react';
import { buttonClass } from '@/components/button-styles';
import { paths } from '@/lib/paths';
import { careerPathFaq } from '@/content/careers';
import { useLocalizedLink } from '@/components/site-link';
import { useI18n } from '@/lib/use-i18n';
import { rememberPostLoginRedirect } from '@/features/auth';
import { useSignedIn } from '@/features/profile';
import { requestGalForm } from '../lib/gal-form-flag';

export function ChoosePathPage() {
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const i18n = useI18n();
  const localized = useLocalizedLink();

  function applyAsGuardian() {
    requestGalForm();
    if (signedIn) {
      navigate(localized(paths.apply));
    } else {
      rememberPostLoginRedirect(localized(paths.apply));
      navigate(localized(paths.login));
    }
  }

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-14">
      <div className="text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {i18n._({ id: 'title.choosePath', message: 'Choose Your Career Path' })}
        </h1>
        <p className="mt-3 text-lg text-slate-600">
          {i18n._({
            id: 'careers.choose.lead',
            message: "Two ways to serve children in Florida's family courts.",
          })}
        </p>
      </div>

      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <section className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <ClipboardList aria-hidden="true" className="size-8 text-indigo-700" />
          <h2 className="mt-4 text-xl font-semibold text-slate-900">
            {i18n._({ id: 'careers.assistant.title', message: 'GAL Assistant' })}
          </h2>
          <p className="mt-2 flex-1 text-slate-600">
            {i18n._({
              id: 'careers.assistant.text',
              message:
                'Administrative, research and case-management support for guardians ad litem.',
            })}
          </p>
          <button
            type="button"
            className={buttonClass('secondary', 'mt-6')}
            onClick={() => navigate(localized(paths.applyAssistant))}
          >
            {i18n._({ id: 'careers.assistant.apply', message: 'Apply as Assistant' })}
            <ArrowRight aria-hidden="true" className="size-4" />
          </button>
        </section>
        <section className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <Scale aria-hidden="true" className="size-8 text-indigo-700" />
          <h2 className="mt-4 text-xl font-semibold text-slate-900">
            {i18n._({ id: 'careers.guardian.title', message: 'Family Law Guardian ad Litem' })}
          </h2>
          <p className="mt-2 flex-1 text-slate-600">
            {i18n._({
              id: 'careers.guardian.text',
              message: "Represent children's interests in family law proceedings.",
            })}
          </p>
          <button
            type="button"
            className={buttonClass('primary', 'mt-6')}
            onClick={applyAsGuardian}
          >
            {i18n._({ id: 'careers.guardian.apply', message: 'Apply as Guardian ad Litem' })}
            <ArrowRight aria-hidden="true" className="size-4" />
          </button>
        </section>
      </div>

      <section aria-labelledby="faq" className="mt-14">
        <h2 id="faq" className="text-2xl font-bold text-slate-900">
          {i18n._({ id: 'careers.faq.title', message: 'Frequently Asked Questions' })}
        </h2>
        <div className="mt-6 space-y-3">
          {careerPathFaq().map(({ question, answer }) => (
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
