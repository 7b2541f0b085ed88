import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';

import { AdminPage } from '@/pages/admin-page';
import { ConfirmPage } from '@/pages/confirm-page';
import { DashboardPage } from '@/pages/dashboard-page';
import { ForgotPasswordPage } from '@/pages/forgot-password-page';
import { LoginPage } from '@/pages/login-page';
import { NotFoundPage } from '@/pages/not-found-page';
import { RouteErrorPage } from '@/pages/route-error-page';
import { SignupPage } from '@/pages/signup-page';

import { SignedInLayout } from './signed-in-layout';

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', element: <Navigate to="/login" replace /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/signup', element: <SignupPage /> },
      { path: '/confirm', element: <ConfirmPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      {
        element: <SignedInLayout />,
        children: [{ path: '/dashboard', element: <DashboardPage /> }],
      },
      // /admin runs its own guard (spec §6): the role check has its own messages and outcomes.
      { path: '/admin', element: <AdminPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
