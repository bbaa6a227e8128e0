// The route table the specification lists. Every page is a lazy route module; paths come
// from src/lib/paths.ts and role-only pages name their page for RequirePage.
import { Navigate, type RouteObject } from 'react-router';
import { DeferredLoadingView } from './layouts/deferred-loading-view';
import { loadActivityPage } from '@/features/activity';
import {
  loadApplicationReviewPage,
  loadApplicationsReviewPage,
  loadAssistantApplicationPage,
  loadEnrollPage,
} from '@/features/applications';
import {
  loadAuthCallbackPage,
  loadForgotPasswordPage,
  loadLoginPage,
  loadResetPasswordPage,
  loadSignupPage,
  loadTwoFactorPage,
} from '@/features/auth';
import { loadInvoiceDetailPage, loadInvoicesPage } from '@/features/billing';
import { loadCasesPage, loadOpportunitiesPage } from '@/features/cases';
import {
  loadContractorRoute,
  loadContractorsRoute,
  loadExportsPage,
  loadProfileRoute,
  loadTrainingReviewPage,
} from '@/features/compliance';
import { loadMessagesPage } from '@/features/messages';
import { loadRequestsPage } from '@/features/requests';
import { loadTimeTrackingPage } from '@/features/work-record';
import { LandingPage, loadApplyPage, loadChoosePathPage, loadNotFoundPage } from '@/features/site';
import type { PageKey } from '@/lib/capabilities';
import { i18n, LOCALES } from '@/lib/i18n';
import { dashboardSegment, paths, routePatterns, segment } from '@/lib/paths';
import { GuestOnly, RequireAuth, type RouteHandle } from './guards';
import { SITE_NAME } from './document-title';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './route-error';

// Pages composed of several features' parts (src/app/routes/), each a lazy route module.
const loadDashboardHomePage = () =>
  import('./routes/dashboard-home-page').then((m) => ({ Component: m.DashboardHomePage }));
const loadCasePage = () => import('./routes/case-page').then((m) => m.casePageRoute());
const loadSettingsPage = () =>
  import('./routes/settings-page').then((m) => ({ Component: m.SettingsPage }));

type Lazy = NonNullable<RouteObject['lazy']>;

/** A dashboard page: its path under /dashboard, the page it belongs to, its module. */
function page(path: string, key: PageKey, lazy: Lazy): RouteObject {
  const handle: RouteHandle = { page: key };
  const segmentPath = dashboardSegment(path);
  return segmentPath === '' ? { index: true, handle, lazy } : { path: segmentPath, handle, lazy };
}

/** A public page's document title, read when shown (in the page's language); null for the site's name. */
function title(name: (() => string) | null): RouteHandle {
  return {
    get title() {
      return name
        ? `${name()} · ${SITE_NAME}`
        : i18n._({
            id: 'site.title',
            message: 'GAL Connect · Guardian ad Litem Services for Florida Family Courts',
          });
    },
  };
}

const d = paths.dashboard;

/** The pages a visitor meets before signing in; each language has a copy. */
function publicPages(): RouteObject[] {
  return [
    { index: true, Component: LandingPage, handle: title(null) },
    {
      element: <GuestOnly />,
      children: [
        {
          path: segment(paths.login),
          lazy: loadLoginPage,
          handle: title(() => i18n._({ id: 'nav.signIn', message: 'Sign In' })),
        },
        {
          path: segment(paths.signup),
          lazy: loadSignupPage,
          handle: title(() => i18n._({ id: 'auth.signup.submit', message: 'Sign Up' })),
        },
        {
          path: segment(paths.forgotPassword),
          lazy: loadForgotPasswordPage,
          handle: title(() => i18n._({ id: 'title.forgotPassword', message: 'Forgot Password' })),
        },
      ],
    },
    // Email links land here signed in or not (a reset link may be opened while signed in).
    {
      path: segment(paths.authCallback),
      lazy: loadAuthCallbackPage,
      handle: title(() => i18n._({ id: 'title.signingIn', message: 'Signing In' })),
    },
    {
      // The second sign-in step: an authenticator's code, or setting one up (admins must).
      path: segment(paths.twoFactor),
      element: <RequireAuth />,
      children: [
        {
          index: true,
          lazy: loadTwoFactorPage,
          handle: title(() =>
            i18n._({ id: 'title.twoFactor', message: 'Two-factor authentication' }),
          ),
        },
      ],
    },
    {
      path: segment(paths.resetPassword),
      lazy: loadResetPasswordPage,
      handle: title(() => i18n._({ id: 'auth.reset.title', message: 'Set a New Password' })),
    },
    {
      path: segment(paths.apply),
      lazy: loadApplyPage,
      handle: title(() => i18n._({ id: 'title.careers', message: 'Careers' })),
    },
    {
      path: segment(paths.choosePath),
      lazy: loadChoosePathPage,
      handle: title(() => i18n._({ id: 'title.choosePath', message: 'Choose Your Career Path' })),
    },
    {
      path: segment(paths.applyAssistant),
      lazy: loadAssistantApplicationPage,
      handle: title(() =>
        i18n._({ id: 'application.assistantTitle', message: 'GAL Assistant Application' }),
      ),
    },
  ];
}

const TRANSLATED_LOCALES = LOCALES.filter((l) => l !== 'en');

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: DeferredLoadingView,
    errorElement: <RouteError />,
    children: [
      ...publicPages(),
      // The same public pages in Spanish and Haitian Creole (`/es/…`, `/ht/…`).
      ...TRANSLATED_LOCALES.map((locale) => ({
        path: locale,
        children: [
          ...publicPages(),
          {
            path: '*',
            lazy: loadNotFoundPage,
            handle: title(() => i18n._({ id: 'title.notFound', message: 'Page Not Found' })),
          },
        ],
      })),
      {
        path: segment(paths.opportunitiesShortcut),
        element: <Navigate to={d.opportunities} replace />,
      },
      {
        path: segment(d.home),
        element: <RequireAuth />,
        children: [
          {
            // Lazy: the side navigation stays off the public pages' first load.
            lazy: () =>
              import('./layouts/dashboard-layout').then((m) => ({ Component: m.DashboardLayout })),
            children: [
              {
                lazy: () => import('./require-page').then((m) => ({ Component: m.RequirePage })),
                children: [
                  page(d.home, 'dashboard', loadDashboardHomePage),
                  page(d.cases, 'cases', loadCasesPage),
                  page(routePatterns.case, 'cases', loadCasePage),
                  page(d.opportunities, 'opportunities', loadOpportunitiesPage),
                  page(d.profile, 'profile', loadProfileRoute),
                  page(d.messages, 'messages', loadMessagesPage),
                  page(d.contractors, 'contractors', loadContractorsRoute),
                  page(d.applications, 'applications', loadApplicationsReviewPage),
                  page(routePatterns.application, 'applications', loadApplicationReviewPage),
                  page(routePatterns.contractor, 'contractors', loadContractorRoute),
                  page(d.timeTracking, 'timeTracking', loadTimeTrackingPage),
                  page(d.invoices, 'invoices', loadInvoicesPage),
                  page(routePatterns.invoice, 'invoices', loadInvoiceDetailPage),
                  page(d.enroll, 'enroll', loadEnrollPage),
                  page(d.requests, 'requests', loadRequestsPage),
                  page(d.training, 'training', loadTrainingReviewPage),
                  page(d.exports, 'exports', loadExportsPage),
                  page(d.activity, 'activity', loadActivityPage),
                  page(d.settings, 'settings', loadSettingsPage),
                ],
              },
            ],
          },
        ],
      },
      {
        path: '*',
        lazy: loadNotFoundPage,
        handle: title(() => i18n._({ id: 'title.notFound', message: 'Page Not Found' })),
      },
    ],
  },
];
