import { AppMenu } from '@/app/app-menu';
import { LandingPage } from '@/features/landing/components/landing-page';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

export function LandingRoute() {
  useDocumentTitle('Categoriza');
  return (
    <LandingPage
      links={{
        auth: paths.auth.getHref(),
        upload: paths.upload.getHref(),
        home: paths.landing.getHref(),
        developers: paths.developers.getHref(),
      }}
      menu={<AppMenu />}
    />
  );
}
