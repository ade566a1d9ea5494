import { createBrowserRouter } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { PageLoader, RootLayout } from './routes/root';
import { RouteError } from './routes/route-error';

/** Every page is its own chunk (lazy), so the landing page does not load the signed-in app. */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            path: paths.landing.path,
            lazy: () => import('./routes/landing').then((m) => ({ Component: m.LandingRoute })),
          },
          {
            path: paths.auth.path,
            lazy: () => import('./routes/auth').then((m) => ({ Component: m.AuthRoute })),
          },
          {
            path: paths.dashboard.path,
            lazy: () => import('./routes/dashboard').then((m) => ({ Component: m.DashboardRoute })),
          },
          {
            path: paths.upload.path,
            lazy: () => import('./routes/upload').then((m) => ({ Component: m.UploadRoute })),
          },
          {
            path: paths.rules.path,
            lazy: () => import('./routes/rules').then((m) => ({ Component: m.RulesRoute })),
          },
          {
            path: paths.money.path,
            lazy: () => import('./routes/money').then((m) => ({ Component: m.MoneyRoute })),
          },
          {
            path: paths.account.path,
            lazy: () => import('./routes/account').then((m) => ({ Component: m.AccountRoute })),
          },
          {
            path: paths.privacy.path,
            lazy: () => import('./routes/privacy').then((m) => ({ Component: m.PrivacyRoute })),
          },
          {
            path: paths.pricing.path,
            lazy: () => import('./routes/pricing').then((m) => ({ Component: m.PricingRoute })),
          },
          {
            path: paths.terms.path,
            lazy: () => import('./routes/terms').then((m) => ({ Component: m.TermsRoute })),
          },
          {
            path: paths.developers.path,
            lazy: () => import('./routes/developers').then((m) => ({ Component: m.DevelopersRoute })),
          },
          {
            path: '*',
            lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute })),
          },
        ],
      },
    ],
  },
]);
