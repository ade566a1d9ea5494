import { AppMenu } from '@/app/app-menu';
import { SiteHeader } from '@/components/layout/site-header';
import { PrivacyPolicy } from '@/features/privacy/components/privacy-policy';
import { useDocumentTitle } from '@/lib/use-document-title';

export function PrivacyRoute() {
  useDocumentTitle('Política de Privacidade');
  return (
    <div className="min-h-screen bg-slate-50">
      <SiteHeader menu={<AppMenu />} />
      <main id="conteudo" className="mx-auto max-w-3xl px-4 py-8">
        <PrivacyPolicy />
      </main>
    </div>
  );
}
