import { useState } from 'react';
import { RouterProvider } from 'react-router';

import { AppStatusBanners } from '@/features/pwa';

import { AppProviders } from './app-providers';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders>
      <AppStatusBanners />
      <RouterProvider router={router} />
    </AppProviders>
  );
}
