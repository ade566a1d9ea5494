import { FileBraces, KeyRound, Layers, Webhook } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageIntro, PageSection } from '@/components/layout/page-section';
import { buttonClass } from '@/components/ui/button';
import { ContactEmail } from '@/components/ui/contact-email';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/lib/paths';
import { MAIL_SUBJECTS, mailtoHref, useSiteContact } from '@/lib/site-contact';

/** What the institutions' API offers today (docs/api.md, "API /v1"). */
const AVAILABLE: readonly { icon: ReactNode; title: string; text: ReactNode }[] = [
  {
    icon: <KeyRound className="size-5" aria-hidden />,
    title: 'Chaves de API',
    text: (
      <>
        Crie uma chave por sistema em <TextLink to={paths.account.getHref()}>Minha conta</TextLink>. Ela é
        mostrada uma vez, tem limites próprios (transações por mês, requisições por segundo) e é revogada em
        um clique.
      </>
    ),
  },
  {
    icon: <Layers className="size-5" aria-hidden />,
    title: 'Categorização em lote',
    text: 'POST /v1/categorize recebe até 10.000 transações (descrição e, se houver, valor com sinal e data) e devolve cada uma com categoria, confiança, tipo e motivo, nas categorias padrão ou no plano de contas da sua instituição.',
  },
  {
    icon: <FileBraces className="size-5" aria-hidden />,
    title: 'Documento OpenAPI',
    text: 'A especificação completa, em OpenAPI 3.1, está em /v1/openapi.json: gere clientes na sua linguagem e teste as chamadas.',
  },
];

const CURL_EXAMPLE = `curl -X POST https://<seu-dominio>/v1/categorize \\
  -H "Authorization: Bearer cz_live_..." \\
  -H "Content-Type: application/json" \\
  -d '{"transactions":[{"id":"t1","description":"IFOOD *RESTAURANTE","amount":-45.9}]}'`;

const ANSWER_EXAMPLE = `{"results":[{"id":"t1","category":"Alimentação","confidence":0.92,
  "kind":"spending","reason":"\\"ifood restaurante\\"","source":"engine"}],
 "usage":{"month":"2026-11","lines":1,"limit":1000000}}`;

/** `/desenvolvedores`: the institutions' API — what is available, a first call, and what is coming. */
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

      <PageSection id="o-que-ja-existe" title="O que já está disponível">
        <ul className="grid gap-4 sm:grid-cols-3">
          {AVAILABLE.map((item) => (
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

      <PageSection id="primeira-chamada" title="A primeira chamada">
        <p>Com a chave criada em Minha conta:</p>
        <pre className="rounded-lg bg-slate-900 p-4 text-xs leading-relaxed whitespace-pre-wrap text-slate-100 [overflow-wrap:anywhere]">
          {CURL_EXAMPLE}
        </pre>
        <p>A resposta traz cada transação na ordem enviada:</p>
        <pre className="rounded-lg bg-slate-900 p-4 text-xs leading-relaxed whitespace-pre-wrap text-slate-100 [overflow-wrap:anywhere]">
          {ANSWER_EXAMPLE}
        </pre>
        <p>
          Erros vêm sempre como <code className="font-mono">{'{ "error": { "type", "message" } }'}</code>, com
          a mensagem em português: 400 aponta a transação e o campo, 402 o limite do mês, 429 o limite por
          segundo (com <code className="font-mono">Retry-After</code>).
        </p>
      </PageSection>

      <PageSection id="em-breve" title="Em breve">
        <p className="flex gap-3">
          <Webhook className="mt-1 size-5 shrink-0 text-indigo-700" aria-hidden />
          <span>
            <strong>Tarefas assíncronas com webhooks</strong>: arquivos de até 1 milhão de linhas enviados
            como uma tarefa, com andamento, erros por linha e um webhook assinado quando o resultado estiver
            pronto. Ainda não disponível.
          </span>
        </p>
      </PageSection>

      <PageSection id="acesso-antecipado" title="Limites maiores e acesso antecipado">
        <p>
          Precisa de limites maiores ou quer testar as tarefas assíncronas antes? Escreva para{' '}
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
