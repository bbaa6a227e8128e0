import { lazy, Suspense } from 'react';
import type { I18n } from '@lingui/core';
import { useI18n } from '@/lib/use-i18n';
import {
  ArrowRight,
  Clock,
  HeartHandshake,
  LayoutDashboard,
  LogIn,
  ShieldCheck,
} from 'lucide-react';
import { buttonClass } from '@/components/button-styles';
import { SiteLink } from '@/components/site-link';
import { WhenNearView } from '@/components/when-near-view';
import { paths } from '@/lib/paths';
import { useSignedIn } from '@/features/profile';
import { loadRequestForm } from '@/features/requests';
import { DashboardPreview } from '../components/dashboard-preview';

// The form (its controls, the CAPTCHA and supabase-js) is its own chunk, fetched when the
// visitor scrolls near it: a first visit downloads only what paints the page (100 kB gzip).
const RequestForm = lazy(loadRequestForm);

const highlights = (i18n: I18n) => [
  {
    icon: ShieldCheck,
    title: i18n._({ id: 'landing.highlight.screened.title', message: 'Trained and screened' }),
    text: i18n._({
      id: 'landing.highlight.screened.text',
      message: 'Every guardian completes training and a background check before taking a case.',
    }),
  },
  {
    icon: HeartHandshake,
    title: i18n._({
      id: 'landing.highlight.child.title',
      message: "Focused on the child's best interests",
    }),
    text: i18n._({
      id: 'landing.highlight.child.text',
      message: 'Independent advocates who give the court a clear picture of what each child needs.',
    }),
  },
  {
    icon: Clock,
    title: i18n._({ id: 'landing.highlight.flexible.title', message: 'Flexible, supported work' }),
    text: i18n._({
      id: 'landing.highlight.flexible.text',
      message: 'Paid and pro bono cases across Florida, with mentors and case support behind you.',
    }),
  },
];

export function LandingPage() {
  const signedIn = useSignedIn();
  const i18n = useI18n();
  // The form's height, so neither the placeholder nor the form shifts the footer.
  const formPlaceholder = (
    <p className="mt-8 flex min-h-[60rem] justify-center rounded-2xl border border-slate-200 bg-white p-8 text-slate-600 sm:min-h-[46rem]">
      {i18n._({ id: 'landing.form.loading', message: 'Loading the request form…' })}
    </p>
  );

  return (
    <>
      <section className="bg-gradient-to-br from-indigo-950 via-indigo-900 to-slate-900 px-4 py-16 text-white sm:py-24">
        <div className="mx-auto grid max-w-7xl items-center gap-12 lg:grid-cols-2">
          <div>
            <p className="text-sm font-semibold tracking-wide text-indigo-200 uppercase">
              {i18n._({ id: 'landing.hero.eyebrow', message: 'Florida family courts' })}
            </p>
            <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">
              {i18n._({
                id: 'landing.hero.title',
                message: 'Ready to Serve as a Guardian ad Litem?',
              })}
            </h1>
            <p className="mt-5 max-w-xl text-lg text-indigo-100">
              {i18n._({
                id: 'landing.hero.lead',
                message:
                  'GAL Connect recruits, trains and supports guardian ad litem professionals who give children a voice in family and dependency proceedings.',
              })}
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              {signedIn ? (
                <SiteLink
                  to={paths.dashboard.home}
                  className={buttonClass('secondary', 'px-6 py-3 text-base')}
                >
                  <LayoutDashboard aria-hidden="true" className="size-5" />
                  {i18n._({ id: 'landing.hero.dashboard', message: 'Go to Dashboard' })}
                </SiteLink>
              ) : (
                <SiteLink
                  to={paths.login}
                  className={buttonClass('secondary', 'px-6 py-3 text-base')}
                >
                  <LogIn aria-hidden="true" className="size-5" />
                  {i18n._({ id: 'nav.signIn', message: 'Sign In' })}
                </SiteLink>
              )}
              <SiteLink
                to={paths.apply}
                className="inline-flex items-center gap-2 rounded-lg px-4 py-3 text-base font-semibold text-white hover:bg-white/10"
              >
                {i18n._({ id: 'landing.hero.careers', message: 'Explore careers' })}
                <ArrowRight aria-hidden="true" className="size-5" />
              </SiteLink>
            </div>
          </div>
          <DashboardPreview />
        </div>
      </section>

      <section aria-labelledby="why" className="mx-auto w-full max-w-7xl px-4 py-16">
        <h2 id="why" className="text-2xl font-bold text-slate-900">
          {i18n._({
            id: 'landing.why.title',
            message: 'Why courts and families rely on our guardians',
          })}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {highlights(i18n).map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <Icon aria-hidden="true" className="size-7 text-indigo-700" />
              <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="find-gal" className="border-t border-slate-200 bg-white px-4 py-16">
        <div className="mx-auto max-w-3xl text-center">
          <h2 id="find-gal" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {i18n._({
              id: 'landing.find.title',
              message: 'Find a Guardian ad Litem for your Case',
            })}
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            {i18n._({
              id: 'landing.find.lead',
              message:
                'Involved in a divorce, custody, parenting plan or relocation case in Florida? Tell us about it and we will match you with a qualified guardian ad litem. Our team replies within 1-2 business days.',
            })}
          </p>
        </div>
        <div className="mx-auto max-w-3xl">
          <WhenNearView placeholder={formPlaceholder}>
            <Suspense fallback={formPlaceholder}>
              <RequestForm />
            </Suspense>
          </WhenNearView>
        </div>
      </section>

      <footer className="border-t border-slate-200 bg-slate-50 px-4 py-8 text-center text-sm text-slate-600">
        {i18n._({
          id: 'landing.footer',
          message: '© {year} GAL Connect · Guardian ad litem services for Florida family courts',
          values: { year: new Date().getFullYear() },
        })}
      </footer>
    </>
  );
}
