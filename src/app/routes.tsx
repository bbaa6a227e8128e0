// The route table of SPEC section 2. Every page is a lazy route module.
import { Navigate, type RouteObject } from 'react-router-dom';
import { LoadingView } from '@/components/loading-view';
import { loadLoginPage, loadSignupPage } from '@/features/auth';
import {
  loadApplyPage,
  loadAssistantApplicationPage,
  loadChoosePathPage,
} from '@/features/careers';
import { loadCasesPage } from '@/features/cases';
import { loadContractorsPage } from '@/features/contractors';
import { loadDashboardHomePage } from '@/features/dashboard';
import { loadEnrollPage } from '@/features/enrollment';
import { loadInvoicesPage } from '@/features/invoices';
import { loadLandingPage } from '@/features/landing';
import { loadMessagesPage } from '@/features/messages';
import { loadOpportunitiesPage } from '@/features/opportunities';
import { loadProfilePage } from '@/features/profile';
import { loadSettingsPage } from '@/features/settings';
import { loadTimeTrackingPage } from '@/features/time-tracking';
import { GuestOnly, RequireAuth, UnknownRoute } from './guards';
import { DashboardLayout } from './layouts/dashboard-layout';
import { RootLayout } from './layouts/root-layout';

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: LoadingView,
    children: [
      { index: true, lazy: loadLandingPage },
      {
        element: <GuestOnly />,
        children: [
          { path: 'login', lazy: loadLoginPage },
          { path: 'signup', lazy: loadSignupPage },
        ],
      },
      { path: 'apply', lazy: loadApplyPage },
      { path: 'choose-path', lazy: loadChoosePathPage },
      { path: 'apply/assistant', lazy: loadAssistantApplicationPage },
      // SPEC: one link goes to /opportunities without the prefix; it is the dashboard page.
      { path: 'opportunities', element: <Navigate to="/dashboard/opportunities" replace /> },
      {
        path: 'dashboard',
        element: <RequireAuth />,
        children: [
          {
            element: <DashboardLayout />,
            children: [
              { index: true, lazy: loadDashboardHomePage },
              { path: 'cases', lazy: loadCasesPage },
              { path: 'opportunities', lazy: loadOpportunitiesPage },
              { path: 'profile', lazy: loadProfilePage },
              { path: 'messages', lazy: loadMessagesPage },
              { path: 'contractors', lazy: loadContractorsPage },
              { path: 'time-tracking', lazy: loadTimeTrackingPage },
              { path: 'invoices', lazy: loadInvoicesPage },
              { path: 'enroll', lazy: loadEnrollPage },
              { path: 'settings', lazy: loadSettingsPage },
            ],
          },
        ],
      },
      { path: '*', element: <UnknownRoute /> },
    ],
  },
];
