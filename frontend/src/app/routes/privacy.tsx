import { PublicPage } from '@/app/public-page';
import { PrivacyPolicy } from '@/features/privacy/components/privacy-policy';
import { useDocumentTitle } from '@/lib/use-document-title';

export function PrivacyRoute() {
  useDocumentTitle('Política de Privacidade');
  return (
    <PublicPage>
      <PrivacyPolicy />
    </PublicPage>
  );
}
