import { LandingPage } from '../../features/landing/components/landing-page';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AppMenu } from '../app-menu';
import { paths } from '../paths';

export function LandingRoute() {
  useDocumentTitle('Categoriza');
  return (
    <LandingPage
      links={{ auth: paths.auth.getHref(), upload: paths.upload.getHref(), home: paths.landing.getHref() }}
      menu={<AppMenu />}
    />
  );
}
