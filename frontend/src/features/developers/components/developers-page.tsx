import { FileBraces, KeyRound, Layers, Webhook } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageIntro, PageSection } from '@/components/layout/page-section';
import { buttonClass } from '@/components/ui/button';
import { ContactEmail } from '@/components/ui/contact-email';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/lib/paths';
import { MAIL_SUBJECTS, mailtoHref, useSiteContact } from '@/lib/site-contact';

/** What the institutions' API is planned to offer. None of it exists yet. */
const PLANNED: readonly { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <KeyRound className="size-5" aria-hidden />,
    title: 'Chaves de API',
    text: 'Uma chave por sistema da sua instituição, criada e revogada por vocês, para chamar a API de servidor para servidor.',
  },
  {
    icon: <Layers className="size-5" aria-hidden />,
    title: 'Categorização em lote',
    text: 'Um endpoint que recebe um lote de transações (a descrição e, se houver, a data e o valor) e devolve cada uma com a sua categoria, nas categorias padrão ou na lista da sua instituição.',
  },
  {
    icon: <Webhook className="size-5" aria-hidden />,
    title: 'Tarefas assíncronas com webhooks',
    text: 'Volumes grandes viram uma tarefa: vocês enviam, acompanham o andamento e recebem um webhook quando o resultado estiver pronto.',
  },
  {
    icon: <FileBraces className="size-5" aria-hidden />,
    title: 'Documento OpenAPI',
    text: 'A especificação completa da API em OpenAPI, para gerar clientes na sua linguagem e testar as chamadas.',
  },
];

/** `/desenvolvedores`: the institutions' API, which is coming; says plainly that it is not available yet. */
export function DevelopersPage() {
  const { contactEmail } = useSiteContact();
  return (
    <article className="flex flex-col gap-10">
      <PageIntro title="API para instituições">
        <p>
          Uma API para bancos, fintechs e sistemas de gestão categorizarem as transações dos seus clientes com
          o mesmo motor do Categoriza.
        </p>
      </PageIntro>

      <p
        className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
        data-testid="api-not-available"
      >
        <strong>Ainda não disponível.</strong> A API está em desenvolvimento: hoje não há chaves, endpoints
        nem documentação para usar. Esta página diz o que ela vai oferecer e como pedir acesso antecipado.
      </p>

      <PageSection id="o-que-vai-oferecer" title="O que a API vai oferecer">
        <ul className="grid gap-4 sm:grid-cols-2">
          {PLANNED.map((item) => (
            <li key={item.title} className="rounded-xl border border-slate-200 bg-white p-5">
              <span className="inline-flex size-9 items-center justify-center rounded-lg bg-indigo-100 text-indigo-800">
                {item.icon}
              </span>
              <h3 className="mt-3 font-semibold text-slate-900">{item.title}</h3>
              <p className="mt-1 text-sm">{item.text}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="acesso-antecipado" title="Acesso antecipado">
        <p>
          Quer estar entre as primeiras instituições a usar a API? Escreva para{' '}
          <ContactEmail subject={MAIL_SUBJECTS.apiAccess} /> contando qual é a sua instituição, quantas
          transações vocês categorizam por mês e como pretendem integrar.
        </p>
        <a
          href={mailtoHref(contactEmail, MAIL_SUBJECTS.apiAccess)}
          className={buttonClass('primary', 'self-start')}
        >
          Pedir acesso antecipado
        </a>
      </PageSection>

      <PageSection id="enquanto-isso" title="Enquanto isso">
        <p>
          O aplicativo já categoriza arquivos CSV, OFX e TXT: crie uma conta em{' '}
          <TextLink to={paths.auth.getHref()}>Entrar</TextLink> e envie um extrato. O plano gratuito está em{' '}
          <TextLink to={paths.pricing.getHref()}>Preços</TextLink>.
        </p>
      </PageSection>
    </article>
  );
}
