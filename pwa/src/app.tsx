import { lazy, useEffect, useState } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router-dom';
import { loadSchemas } from './api';
import { ROUTES } from './paths';
import { AuthProvider } from './features/auth/auth-provider';
import { OutboxProvider } from './features/outbox/outbox-provider';
import HomePage, { loadChatScreen } from './routes/home';
import { AppLayout } from './shell/app-layout';
import { RequireAuth } from './shell/require-auth';

const LoginPage = lazy(() => import('./features/auth/login-page').then((module) => ({ default: module.LoginPage })));
const RegisterPage = lazy(() =>
  import('./features/auth/register-page').then((module) => ({ default: module.RegisterPage })),
);
const ProfilePage = lazy(() => import('./routes/profile'));
const SettingsPage = lazy(() => import('./routes/settings'));
const SubscriptionPage = lazy(() => import('./routes/subscription'));
const SubscriptionManagePage = lazy(() => import('./routes/subscription-manage'));
const ManageSubPage = lazy(() => import('./routes/manage-sub'));
const SubscriptionRedirectPage = lazy(() => import('./routes/subscription-redirect'));
const ContactPage = lazy(() => import('./routes/contact'));
const FaqPage = lazy(() => import('./routes/faq'));
const NotFoundPage = lazy(() => import('./routes/not-found'));
const PlaybookPage = lazy(() => import('./routes/playbook'));
const PlaybookItemPage = lazy(() => import('./routes/playbook-item'));
const SharedPage = lazy(() => import('./routes/shared'));
const GamedayPage = lazy(() => import('./routes/gameday'));
const GamedayCardPage = lazy(() => import('./routes/gameday-card'));
const GamedayGamePage = lazy(() => import('./routes/gameday-game'));

const guarded = (element: React.ReactNode) => <RequireAuth>{element}</RequireAuth>;

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      // The same element as `/`, so the chat (and a reply streaming in) stays as its address changes.
      { path: '/c/:sessionId', element: <HomePage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/contact', element: <ContactPage /> },
      { path: '/faq', element: <FaqPage /> },
      { path: '/playbook', element: <PlaybookPage /> },
      { path: '/playbook/:itemId', element: <PlaybookItemPage /> },
      { path: '/s/:shareId', element: <SharedPage /> },
      { path: ROUTES.gameday, element: <GamedayPage /> },
      { path: ROUTES.gamedayCard, element: <GamedayCardPage /> },
      { path: `${ROUTES.gameday}/games/:gameId`, element: <GamedayGamePage /> },
      { path: '/profile', element: guarded(<ProfilePage />) },
      { path: '/settings', element: guarded(<SettingsPage />) },
      { path: '/subscription', element: guarded(<SubscriptionPage />) },
      { path: '/subscription-manage', element: guarded(<SubscriptionManagePage />) },
      { path: '/manage-sub', element: guarded(<ManageSubPage />) },
      { path: '/subscription-redirect', element: guarded(<SubscriptionRedirectPage />) },
      { path: '/index.html', element: <Navigate to="/" replace /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function App() {
  const [router] = useState(() => createBrowserRouter(routes));
  useEffect(() => {
    // Every visit soon parses an answer: fetch the schemas once first paint is done, so a reply
    // never waits on them to stream.
    void loadSchemas();
    // Whatever the first route, the chat is a tap away: its code comes once the page is idle.
    const idle = window.requestIdleCallback?.(() => void loadChatScreen());
    return () => {
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, []);
  return (
    <AuthProvider>
      <OutboxProvider>
        <RouterProvider router={router} />
      </OutboxProvider>
    </AuthProvider>
  );
}
