import { MSG } from '@conecta/contract';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';

import { PageLoader } from '@/components/page-loader';
import { ConfirmPage } from '@/pages/confirm-page';
import { ForgotPasswordPage } from '@/pages/forgot-password-page';
import { LoginPage } from '@/pages/login-page';
import { NotFoundPage } from '@/pages/not-found-page';
import { InvitationPage } from '@/pages/invitation-page';
import { ResetPasswordPage } from '@/pages/reset-password-page';
import { RouteErrorPage } from '@/pages/route-error-page';
import { SignupPage } from '@/pages/signup-page';

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    // Shown while an on-demand screen's code arrives on a first visit straight to it.
    hydrateFallbackElement: <PageLoader label={MSG.dashboard.loading} />,
    children: [
      { path: '/', element: <Navigate to="/login" replace /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/signup', element: <SignupPage /> },
      { path: '/confirm', element: <ConfirmPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/convite', element: <InvitationPage /> },
      // The signed-in screens load on demand, so /login's first load carries none of their code
      // (board, chat window, voice encoder, drag and drop).
      {
        lazy: async () => ({ Component: (await import('./signed-in-layout')).SignedInLayout }),
        children: [
          {
            path: '/dashboard',
            lazy: async () => ({
              Component: (await import('@/pages/dashboard-page')).DashboardPage,
            }),
          },
          // 'Relatórios' and its charting library: loaded only when opened.
          {
            path: '/relatorios',
            lazy: async () => ({
              Component: (await import('@/pages/reports-page')).ReportsPage,
            }),
          },
        ],
      },
      // /admin runs its own guard: the role check has its own messages and outcomes.
      {
        path: '/admin',
        lazy: async () => ({ Component: (await import('@/pages/admin-page')).AdminPage }),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
