import { PublicPage } from '@/app/public-page';
import { DevelopersPage } from '@/features/developers/components/developers-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function DevelopersRoute() {
  useDocumentTitle('API para instituições');
  return (
    <PublicPage>
      <DevelopersPage />
    </PublicPage>
  );
}
