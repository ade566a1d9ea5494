/** Every route of the app, typed: links and the router are built from here only. */
export const paths = {
  landing: {
    path: '/',
    getHref: () => '/',
    /** The landing page's features section. */
    getFeaturesHref: () => '/#recursos',
  },
  auth: { path: '/auth', getHref: () => '/auth' },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  account: { path: '/conta', getHref: () => '/conta' },
  rules: { path: '/regras', getHref: () => '/regras' },
  money: { path: '/dinheiro', getHref: () => '/dinheiro' },
  privacy: {
    path: '/privacidade',
    getHref: () => '/privacidade',
    /** The section on the data subject's rights and how to exercise each. */
    getRightsHref: () => '/privacidade#lgpd',
  },
  pricing: { path: '/precos', getHref: () => '/precos' },
  terms: {
    path: '/termos',
    getHref: () => '/termos',
    /** The terms' first section: the service and who provides it. */
    getAboutHref: () => '/termos#sobre',
  },
  developers: { path: '/desenvolvedores', getHref: () => '/desenvolvedores' },
  upload: {
    path: '/upload',
    getHref: () => '/upload',
    /** A past upload's stored results, opened from the dashboard history. */
    getResultsHref: (uploadId: string) => `/upload?upload=${encodeURIComponent(uploadId)}`,
  },
} as const;

/** The query parameter naming a past upload on /upload. */
export const UPLOAD_QUERY_PARAM = 'upload';
