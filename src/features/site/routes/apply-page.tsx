import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { ArrowRight, CircleCheck, Gift } from 'lucide-react';
import { buttonClass } from '@/components/button-styles';
import { paths } from '@/lib/paths';
import { galOffers, galQualifications } from '@/content/careers';
import { SiteLink } from '@/components/site-link';
import { useI18n } from '@/lib/use-i18n';
import { GalApplicationForm } from '@/features/applications';
import { clearGalFormRequest, isGalFormRequested } from '../lib/gal-form-flag';

function Checklist({ items, icon: Icon }: { items: readonly string[]; icon: typeof CircleCheck }) {
  return (
    <ul className="mt-4 space-y-3">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3 text-slate-700">
          <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-indigo-700" />
          {item}
        </li>
      ))}
    </ul>
  );
}

/** The flag changes only by this tab's own hand (the chooser, a filed application). */
const unchanging = () => () => undefined;

export function ApplyPage() {
  const i18n = useI18n();
  // The chooser's request stays until the application is filed, so a reload keeps the
  // form (and its saved draft) on screen. The prerendered copy has no form (the build has
  // no storage): hydration starts from that and then shows the form if requested.
  const requested = useSyncExternalStore(unchanging, isGalFormRequested, () => false);
  // Filing clears the request; the form stays to say it was received.
  const [filed, setFiled] = useState(false);
  const showForm = requested || filed;
  const formHeading = useRef<HTMLHeadingElement>(null);

  // The chooser sent them here for the form, which sits below the hero and requirements:
  // take them (and a screen reader's focus) to it.
  useEffect(() => {
    const heading = formHeading.current;
    if (!showForm || !heading) return;
    // To the top of the screen, below the sticky top bar (focus alone scrolls it just in).
    heading.scrollIntoView?.({ block: 'start' });
    heading.focus({ preventScroll: true });
  }, [showForm]);

  return (
    <>
      <section className="bg-gradient-to-b from-indigo-900 to-indigo-800 px-4 py-16 text-white sm:py-20">
        <div className="mx-auto max-w-4xl text-center">
          <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">
            {i18n._({
              id: 'careers.hero.title',
              message: 'Direct Access to Guardian ad Litem Work',
            })}
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-indigo-100">
            {i18n._({
              id: 'careers.hero.lead',
              message:
                'Train, get matched with Florida family law cases and advocate for the children at the centre of them.',
            })}
          </p>
          <SiteLink
            to={paths.choosePath}
            className={buttonClass('secondary', 'mt-8 border-transparent px-6 py-3 text-base')}
          >
            {i18n._({ id: 'careers.hero.choose', message: 'Choose Career Path' })}
            <ArrowRight aria-hidden="true" className="size-4" />
          </SiteLink>
        </div>
      </section>

      <section aria-labelledby="requirements" className="mx-auto w-full max-w-5xl px-4 py-14">
        <h2 id="requirements" className="text-2xl font-bold text-slate-900">
          {i18n._({ id: 'careers.requirements', message: 'Requirements' })}
        </h2>
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <h3 className="text-lg font-semibold text-slate-900">
              {i18n._({ id: 'careers.qualifications', message: 'Qualifications' })}
            </h3>
            <Checklist items={galQualifications()} icon={CircleCheck} />
          </div>
          <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <h3 className="text-lg font-semibold text-slate-900">
              {i18n._({ id: 'careers.offers', message: 'What We Offer' })}
            </h3>
            <Checklist items={galOffers()} icon={Gift} />
          </div>
        </div>
        {showForm ? (
          <section aria-labelledby="gal-application" className="mt-12">
            <h2
              id="gal-application"
              ref={formHeading}
              tabIndex={-1}
              className="scroll-mt-20 text-2xl font-bold text-slate-900 outline-none"
            >
              {i18n._({
                id: 'application.galFormTitle',
                message: 'Family Law Guardian ad Litem Application',
              })}
            </h2>
            <div className="mt-6">
              <GalApplicationForm
                onSubmitted={() => {
                  setFiled(true);
                  clearGalFormRequest();
                }}
              />
            </div>
          </section>
        ) : null}
      </section>
    </>
  );
}
