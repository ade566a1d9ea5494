import { FileBraces, FileStack, KeyRound, Layers } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageIntro, PageSection } from '@/components/layout/page-section';
import { buttonClass } from '@/components/ui/button';
import { ContactEmail } from '@/components/ui/contact-email';
import { TEXT_LINK_CLASS, TextLink } from '@/components/ui/text-link';
import { paths } from '@/lib/paths';
import { MAIL_SUBJECTS, mailtoHref, useSiteContact } from '@/lib/site-contact';

/**
 * The numbers and names below are the API's own, written out so that this page stays free of zod (ADR 0043):
 * shared/api/v1.ts (MAX_JOB_LINES, MAX_JOB_BYTES, the formats and statuses), lambdas/domain/jobs.ts
 * (UPLOAD_URL_SECONDS, RESULTS_URL_SECONDS, RESULTS_CSV_HEADER), lambdas/workers.ts (JOB_RETENTION_DAYS), lambdas/domain/
 * webhook-retries.ts and webhook-signature.ts, lambdas/http/idempotency.ts. test/e2e/public-pages.test.ts
 * checks the page against them.
 */

/** Where every example points: the site's own address, which also serves `/v1` (one origin). */
const API_BASE = 'https://<seu-dominio>/v1';

/** What the institutions' API offers today (docs/api.md, "API /v1"). */
const AVAILABLE: readonly { icon: ReactNode; title: string; text: ReactNode }[] = [
  {
    icon: <KeyRound className="size-5" aria-hidden />,
    title: 'Chaves de API',
    text: (
      <>
        Crie uma chave por sistema em <TextLink to={paths.account.getHref()}>Minha conta</TextLink>. Ela é
        mostrada uma vez, com o segredo dos webhooks, tem limites próprios (transações por mês, requisições
        por segundo) e é revogada em um clique.
      </>
    ),
  },
  {
    icon: <Layers className="size-5" aria-hidden />,
    title: 'Categorização em lote',
    text: 'POST /v1/categorize recebe até 10.000 transações (descrição e, se houver, valor com sinal e data) e devolve cada uma com categoria, confiança, tipo e motivo, nas categorias padrão ou no plano de contas da sua instituição.',
  },
  {
    icon: <FileStack className="size-5" aria-hidden />,
    title: 'Arquivos grandes com webhook',
    text: (
      <>
        POST /v1/jobs categoriza um arquivo de até 1.000.000 de linhas em segundo plano, com andamento, erros
        por linha e um webhook assinado no fim. Veja os{' '}
        <a href="#jobs" className={TEXT_LINK_CLASS}>
          quatro passos
        </a>
        .
      </>
    ),
  },
  {
    icon: <FileBraces className="size-5" aria-hidden />,
    title: 'Documento OpenAPI',
    text: (
      <>
        A especificação completa, em OpenAPI 3.1, está em{' '}
        <a href="/v1/openapi.json" className={`${TEXT_LINK_CLASS} break-all`}>
          /v1/openapi.json
        </a>
        : gere clientes na sua linguagem e teste as chamadas.
      </>
    ),
  },
];

/** The sections a reader jumps to. */
const CONTENTS: readonly { id: string; label: string }[] = [
  { id: 'primeira-chamada', label: 'A primeira chamada' },
  { id: 'jobs', label: 'Jobs para arquivos grandes' },
  { id: 'status-e-cobranca', label: 'Status e cobrança' },
  { id: 'webhooks', label: 'Webhooks' },
  { id: 'idempotencia', label: 'Idempotency-Key' },
];

const CURL_EXAMPLE = `curl -X POST ${API_BASE}/categorize \\
  -H "Authorization: Bearer cz_live_..." \\
  -H "Content-Type: application/json" \\
  -d '{"transactions":[{"id":"t1","description":"IFOOD *RESTAURANTE","amount":-45.9}]}'`;

const ANSWER_EXAMPLE = `{"results":[{"id":"t1","category":"Alimentação","confidence":0.92,
  "kind":"spending","reason":"\\"ifood restaurante\\"","source":"engine"}],
 "usage":{"month":"2026-11","lines":1,"limit":1000000}}`;

const JOB_ID = '5b1e8c3a-2f4d-4e6a-9c1b-7d0e3f2a8b64';

const CSV_INPUT_EXAMPLE = `id;descrição;valor;data
t1;IFOOD *RESTAURANTE;-45,90;02/11/2026
t2;PIX RECEBIDO MARIA SOUZA;150,00;02/11/2026`;

const JSONL_INPUT_EXAMPLE = `{"id":"t1","description":"IFOOD *RESTAURANTE","amount":-45.9,"date":"2026-11-02"}
{"id":"t2","description":"PIX RECEBIDO MARIA SOUZA","amount":150}`;

const CREATE_JOB_EXAMPLE = `curl -X POST ${API_BASE}/jobs \\
  -H "Authorization: Bearer cz_live_..." \\
  -H "Idempotency-Key: 2f9d6c1e-4b7a-4e0f-9a3c-1d2e3f4a5b6c" \\
  -H "Content-Type: application/json" \\
  -d '{"format":"csv","webhookUrl":"https://erp.exemplo.com.br/webhooks/categoriza"}'`;

const CREATE_JOB_ANSWER = `{"id":"${JOB_ID}",
 "status":"awaiting_upload",
 "uploadUrl":"https://...",
 "uploadExpiresAt":"2026-11-03T15:02:05.120Z",
 "maxBytes":209715200,"maxLines":1000000}`;

const UPLOAD_EXAMPLE = `curl -X PUT --upload-file extrato.csv "<uploadUrl>"`;

const GET_JOB_EXAMPLE = `curl ${API_BASE}/jobs/<id> \\
  -H "Authorization: Bearer cz_live_..."`;

const GET_JOB_ANSWER = `{"id":"${JOB_ID}",
 "status":"running","format":"csv",
 "createdAt":"2026-11-03T14:02:05.120Z",
 "updatedAt":"2026-11-03T14:03:41.870Z",
 "expiresAt":"2026-11-10T14:02:05.000Z",
 "progress":{"done":120000,"failed":0,"total":249998},
 "refused":2,
 "errors":[
  {"line":1835,"id":"t1834",
   "message":"campo amount inválido: \\"dez\\" não é um valor."},
  {"line":90212,"id":"t90211",
   "message":"campo description vazio."}]}`;

const RESULTS_EXAMPLE = `curl -L "${API_BASE}/jobs/<id>/results?format=csv" \\
  -H "Authorization: Bearer cz_live_..." \\
  -o resultados.csv`;

const RESULTS_CSV_EXAMPLE = `line,id,description,category,code,confidence,kind,reason,source
2,t1,IFOOD *RESTAURANTE,Alimentação,,0.92,spending,"""ifood restaurante""",engine`;

const WEBHOOK_HEADERS_EXAMPLE = `webhook-id: msg_job_${JOB_ID.replaceAll('-', '')}
webhook-timestamp: 1793715012
webhook-signature: v1,tBBdS2tkYk6ZEkVlkjzpA/oRPOTztUH5GR8t5teu5qw=
content-type: application/json`;

const WEBHOOK_BODY_EXAMPLE = `{"type":"job.succeeded",
 "timestamp":"2026-11-03T14:10:09.512Z",
 "data":{"jobId":"${JOB_ID}",
  "status":"succeeded",
  "done":249998,"total":249998,"failed":0,
  "finishedAt":"2026-11-03T14:10:09.512Z"}}`;

const VERIFY_EXAMPLE = `import { createHmac, timingSafeEqual } from 'node:crypto';

// corpo: o corpo cru, exatamente como chegou (antes de JSON.parse)
function webhookValido(headers, corpo, segredo) {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;
  const chave = Buffer.from(segredo.replace(/^whsec_/, ''), 'base64');
  const esperada = createHmac('sha256', chave)
    .update(\`\${id}.\${timestamp}.\${corpo}\`)
    .digest();
  return headers['webhook-signature'].split(' ').some((assinatura) => {
    const [versao, valor] = assinatura.split(',');
    const dada = Buffer.from(valor ?? '', 'base64');
    return versao === 'v1' && dada.length === esperada.length && timingSafeEqual(dada, esperada);
  });
}`;

/** What each status of a job means (V1_JOB_STATUSES). */
const STATUSES: readonly { status: string; text: ReactNode }[] = [
  {
    status: 'awaiting_upload',
    text: (
      <>
        O job foi criado e espera o arquivo na <Code>uploadUrl</Code>, que vale 1 hora (
        <Code>uploadExpiresAt</Code>).
      </>
    ),
  },
  {
    status: 'queued',
    text: (
      <>
        O arquivo chegou e foi lido: as linhas válidas estão contadas (<Code>progress.total</Code>), as
        recusadas listadas, e o job espera a vez.
      </>
    ),
  },
  {
    status: 'running',
    text: (
      <>
        A categorização está em andamento: <Code>progress.done</Code> sobe até <Code>progress.total</Code>.
      </>
    ),
  },
  {
    status: 'succeeded',
    text: (
      <>
        Terminou com pelo menos uma linha categorizada: os resultados podem ser baixados. Linhas que não
        puderam ser categorizadas aparecem em <Code>progress.failed</Code> e em <Code>errors</Code>.
      </>
    ),
  },
  {
    status: 'failed',
    text: (
      <>
        Nada foi categorizado e não há resultados; <Code>failure</Code> diz por quê, em português (arquivo que
        não é do formato, CSV sem a coluna de descrição, mais de 1.000.000 de linhas ou 200&nbsp;MB, nenhuma
        linha válida, limite do mês da chave).
      </>
    ),
  },
];

/** An example to copy: wraps on a phone instead of scrolling sideways (no region a keyboard cannot reach). */
function CodeBlock({ children }: { children: string }) {
  return (
    <pre className="rounded-lg bg-slate-900 p-4 text-xs leading-relaxed whitespace-pre-wrap text-slate-100 [overflow-wrap:anywhere]">
      {children}
    </pre>
  );
}

/** A name of the API in running text: a field, a header, a status. */
function Code({ children }: { children: ReactNode }) {
  return <code className="font-mono [overflow-wrap:anywhere]">{children}</code>;
}

/** A titled part of a section. */
function SubHeading({ children }: { children: ReactNode }) {
  return <h3 className="mt-3 text-lg font-semibold text-slate-900">{children}</h3>;
}

/** `/desenvolvedores`: the institutions' API — what is available, a first call, jobs, webhooks, idempotency. */
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

      <nav aria-label="Nesta página" className="rounded-xl border border-slate-200 bg-white p-5">
        <p className="font-semibold text-slate-900">Nesta página</p>
        <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm">
          {CONTENTS.map((item) => (
            <li key={item.id}>
              <a href={`#${item.id}`} className={TEXT_LINK_CLASS}>
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <PageSection id="o-que-ja-existe" title="O que já está disponível">
        <ul className="grid gap-4 sm:grid-cols-2">
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
        <CodeBlock>{CURL_EXAMPLE}</CodeBlock>
        <p>A resposta traz cada transação na ordem enviada:</p>
        <CodeBlock>{ANSWER_EXAMPLE}</CodeBlock>
        <p>
          Erros vêm sempre como <Code>{'{ "error": { "type", "message" } }'}</Code>, com a mensagem em
          português: 400 aponta a transação e o campo, 402 o limite do mês, 429 o limite por segundo (com{' '}
          <Code>Retry-After</Code>).
        </p>
      </PageSection>

      <PageSection id="jobs" title="Jobs para arquivos grandes">
        <p>
          Para arquivos maiores que uma chamada, crie um job: até <strong>1.000.000 de linhas</strong> e{' '}
          <strong>200&nbsp;MB</strong> por arquivo, categorizados em segundo plano com as mesmas regras e o
          mesmo motor de <Code>/v1/categorize</Code>. Linhas com problema não param o job: cada uma é recusada
          com o número e o motivo, e as outras seguem.
        </p>

        <SubHeading>O arquivo</SubHeading>
        <p>
          Em UTF-8, num destes formatos (o <Code>format</Code> do job):
        </p>
        <ul className="flex list-disc flex-col gap-2 pl-5">
          <li>
            <Code>csv</Code>: CSV com cabeçalho na primeira linha, separado por vírgula, ponto e vírgula ou
            tabulação. A coluna <Code>description</Code> (ou <Code>descrição</Code>) é obrigatória;{' '}
            <Code>id</Code>, <Code>amount</Code> (ou <Code>valor</Code>, com sinal: -45,90 ou -45.90) e{' '}
            <Code>date</Code> (ou <Code>data</Code>: 02/11/2026 ou 2026-11-02) são opcionais. Sem{' '}
            <Code>id</Code>, o id de cada linha é o número dela no arquivo.
          </li>
          <li>
            <Code>ofx</Code>: o extrato OFX do banco; o <Code>FITID</Code> de cada transação é o id dela.
          </li>
          <li>
            <Code>jsonl</Code>: JSON Lines, uma transação por linha, no mesmo formato de{' '}
            <Code>/v1/categorize</Code> (<Code>id</Code>, <Code>description</Code> e, se houver,{' '}
            <Code>amount</Code> e <Code>date</Code>).
          </li>
        </ul>
        <p>Os ids são únicos no arquivo: um id repetido é recusado. Um CSV, por exemplo:</p>
        <CodeBlock>{CSV_INPUT_EXAMPLE}</CodeBlock>
        <p>E o mesmo em JSON Lines:</p>
        <CodeBlock>{JSONL_INPUT_EXAMPLE}</CodeBlock>

        <SubHeading>1. Crie o job</SubHeading>
        <p>
          Diga o formato e, se quiser ser avisado quando terminar, o <Code>webhookUrl</Code> (HTTPS). Como em{' '}
          <Code>/v1/categorize</Code>, <Code>categories</Code> é opcional e leva o plano de contas da sua
          instituição.
        </p>
        <CodeBlock>{CREATE_JOB_EXAMPLE}</CodeBlock>
        <p>A resposta (201) traz o id do job e o endereço para onde enviar o arquivo:</p>
        <CodeBlock>{CREATE_JOB_ANSWER}</CodeBlock>

        <SubHeading>2. Envie o arquivo</SubHeading>
        <p>
          Um único PUT na <Code>uploadUrl</Code>, em até 1 hora, sem a chave de API (o endereço já é
          assinado). O job começa sozinho quando o arquivo chega.
        </p>
        <CodeBlock>{UPLOAD_EXAMPLE}</CodeBlock>

        <SubHeading>3. Acompanhe o andamento</SubHeading>
        <p>
          Consulte o job quando quiser, ou espere o webhook. <Code>progress</Code> conta as linhas
          categorizadas (<Code>done</Code>), as que não puderam ser (<Code>failed</Code>) e o total;{' '}
          <Code>refused</Code> conta as linhas recusadas, e <Code>errors</Code> lista as 100 primeiras com a
          linha (no CSV, o cabeçalho é a linha 1), o id e o motivo.
        </p>
        <CodeBlock>{GET_JOB_EXAMPLE}</CodeBlock>
        <p>Uma resposta, com o job em andamento:</p>
        <CodeBlock>{GET_JOB_ANSWER}</CodeBlock>

        <SubHeading>4. Baixe os resultados</SubHeading>
        <p>
          Com o status <Code>succeeded</Code>, os resultados respondem com um redirecionamento (303) para um
          endereço temporário, válido por 15 minutos; <Code>curl -L</Code> segue. Use <Code>format=csv</Code>{' '}
          ou <Code>format=jsonl</Code> (o padrão, uma transação por linha).
        </p>
        <CodeBlock>{RESULTS_EXAMPLE}</CodeBlock>
        <p>
          O CSV tem uma linha por transação categorizada, na ordem do arquivo: <Code>line</Code> (a linha no
          seu arquivo), <Code>id</Code>, <Code>description</Code>, <Code>category</Code>, <Code>code</Code> (o
          código da conta ou o número da categoria, vazio nas categorias padrão), <Code>confidence</Code>,{' '}
          <Code>kind</Code>, <Code>reason</Code> e <Code>source</Code>, como em <Code>/v1/categorize</Code>.
        </p>
        <CodeBlock>{RESULTS_CSV_EXAMPLE}</CodeBlock>
      </PageSection>

      <PageSection id="status-e-cobranca" title="Status, cobrança e prazo">
        <dl className="flex flex-col gap-3">
          {STATUSES.map((item) => (
            <div key={item.status}>
              <dt className="font-mono font-semibold text-slate-900">{item.status}</dt>
              <dd>{item.text}</dd>
            </div>
          ))}
        </dl>
        <p>
          <strong>O que é cobrado:</strong> cada linha categorizada conta uma transação do limite mensal da
          chave, cobrada uma vez só (consultar e baixar não cobram). Linhas recusadas não são cobradas, e as
          que não puderam ser categorizadas são devolvidas no fim. Um job que falha inteiro não cobra nada; um
          arquivo que passaria do que resta do mês na chave falha sem cobrar.
        </p>
        <p>
          <strong>Prazo:</strong> o job, o arquivo enviado e os resultados são apagados 7 dias depois de o job
          ser criado (<Code>expiresAt</Code>). Baixe os resultados antes disso.
        </p>
      </PageSection>

      <PageSection id="webhooks" title="Webhooks">
        <p>
          Com <Code>webhookUrl</Code>, quando o job termina (<Code>job.succeeded</Code> ou{' '}
          <Code>job.failed</Code>) enviamos um POST no padrão{' '}
          <a href="https://www.standardwebhooks.com" className={TEXT_LINK_CLASS} rel="noreferrer">
            Standard Webhooks
          </a>
          , com estes cabeçalhos:
        </p>
        <CodeBlock>{WEBHOOK_HEADERS_EXAMPLE}</CodeBlock>
        <p>E este corpo (aqui em várias linhas para leitura; os resultados se baixam pelo jobId):</p>
        <CodeBlock>{WEBHOOK_BODY_EXAMPLE}</CodeBlock>

        <SubHeading>Conferir a assinatura</SubHeading>
        <p>
          Use o segredo <Code>whsec_...</Code> mostrado com a chave: a chave do HMAC são os bytes do base64
          depois de <Code>whsec_</Code>. A assinatura é o HMAC-SHA256, em base64, de{' '}
          <Code>id.timestamp.corpo</Code>: o <Code>webhook-id</Code>, o <Code>webhook-timestamp</Code> e o
          corpo exatamente como chegou, unidos por pontos. Ela vem em <Code>webhook-signature</Code> como{' '}
          <Code>v1,&lt;base64&gt;</Code> (pode haver mais de uma, separadas por espaço: basta uma conferir).
          Recuse também um <Code>webhook-timestamp</Code> a mais de 5 minutos do seu relógio. Em Node.js:
        </p>
        <CodeBlock>{VERIFY_EXAMPLE}</CodeBlock>
        <p>As bibliotecas do Standard Webhooks fazem a mesma conferência e aceitam o segredo como está.</p>

        <SubHeading>Novas tentativas</SubHeading>
        <p>
          Responda com um status 2xx em até 10 segundos. Qualquer outra resposta, um redirecionamento ou a
          falta de resposta é uma falha, e o webhook é enviado de novo com intervalos crescentes (5 segundos,
          5 minutos, 30 minutos, 2, 5, 10 e 10 horas): 8 tentativas ao longo de cerca de um dia. Toda
          tentativa leva o mesmo <Code>webhook-id</Code>: guarde os que já processou e ignore os repetidos.
        </p>
        <p>
          O <Code>webhookUrl</Code> deve usar HTTPS, sem usuário ou senha, e não pode apontar para endereços
          internos (localhost, redes privadas): um endereço assim é recusado ao criar o job.
        </p>
      </PageSection>

      <PageSection id="idempotencia" title="Idempotency-Key">
        <p>
          Em <Code>POST /v1/categorize</Code> e <Code>POST /v1/jobs</Code>, mande um{' '}
          <Code>Idempotency-Key</Code> seu (um UUID, por exemplo) por pedido: repetir o mesmo pedido com o
          mesmo valor em até 24 horas devolve a primeira resposta (com <Code>Idempotent-Replayed: true</Code>
          ), sem cobrar de novo nem criar outro job. O mesmo valor com outro corpo é 422; enquanto o primeiro
          pedido ainda está em andamento, 409. Respostas de erro não são guardadas: repetir roda de novo.
        </p>
      </PageSection>

      <PageSection id="limites-maiores" title="Limites maiores">
        <p>
          Precisa de limites maiores que os de uma chave? Escreva para{' '}
          <ContactEmail subject={MAIL_SUBJECTS.apiAccess} /> contando qual é a sua instituição, quantas
          transações vocês categorizam por mês e como pretendem integrar.
        </p>
        <a
          href={mailtoHref(contactEmail, MAIL_SUBJECTS.apiAccess)}
          className={buttonClass('primary', 'self-start')}
        >
          Pedir limites maiores
        </a>
      </PageSection>

      <PageSection id="pelo-aplicativo" title="Pelo aplicativo">
        <p>
          O aplicativo já categoriza arquivos CSV, OFX e TXT: crie uma conta em{' '}
          <TextLink to={paths.auth.getHref()}>Entrar</TextLink> e envie um extrato. O plano gratuito está em{' '}
          <TextLink to={paths.pricing.getHref()}>Preços</TextLink>.
        </p>
      </PageSection>
    </article>
  );
}
