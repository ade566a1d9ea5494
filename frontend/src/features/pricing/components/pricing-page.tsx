import { Check } from 'lucide-react';
import {
  FREE_PLAN_TRANSACTIONS,
  MAX_CUSTOM_CATEGORIES,
  MAX_FILE_BYTES,
  MAX_RULES_PER_USER,
  MAX_SAVED_LISTS,
  MAX_TRANSACTIONS_PER_UPLOAD,
} from '#shared/limits';
import { PageIntro, PageSection } from '@/components/layout/page-section';
import { ButtonLink, buttonClass } from '@/components/ui/button';
import { ContactEmail } from '@/components/ui/contact-email';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/lib/paths';
import { MAIL_SUBJECTS, mailtoHref, useSiteContact } from '@/lib/site-contact';

const COUNT = new Intl.NumberFormat('pt-BR');
const count = (value: number) => COUNT.format(value);

/** What the free plan includes, all of it at no cost. */
const INCLUDED = [
  'Categorização por IA de arquivos CSV, OFX ou TXT do seu banco',
  'Correções ilimitadas, que viram regras para os próximos arquivos',
  'Suas próprias listas de categorias',
  'Meu dinheiro: gastos por mês e categoria, orçamentos, recorrentes e parcelas',
  'Download dos resultados em CSV e Excel',
] as const;

/**
 * `/precos`: the free plan as the server enforces it (shared/limits.ts, lambdas/domain/quota.ts and
 * categorize-batch.ts): how many transactions, what counts, what deleting does not give back, the limit.
 */
export function PricingPage() {
  const { contactEmail } = useSiteContact();
  const limit = count(FREE_PLAN_TRANSACTIONS);
  return (
    <article className="flex flex-col gap-10">
      <PageIntro title="Preços">
        <p>
          Hoje o Categoriza tem um plano: o gratuito. As primeiras {limit} transações são grátis, sem cartão
          de crédito.
        </p>
      </PageIntro>

      <section
        aria-labelledby="plano-gratuito-titulo"
        className="rounded-2xl border border-indigo-200 bg-white p-6 shadow-sm"
      >
        <h2 id="plano-gratuito-titulo" className="text-xl font-semibold text-slate-900">
          Plano gratuito
        </h2>
        <p className="mt-3">
          <span className="text-4xl font-extrabold text-indigo-700">{limit}</span>{' '}
          <span className="text-slate-700">transações categorizadas, no total da conta (não por mês)</span>
        </p>
        <ul className="mt-5 flex flex-col gap-2 text-slate-700">
          {INCLUDED.map((item) => (
            <li key={item} className="flex items-start gap-2">
              <Check className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden />
              {item}
            </li>
          ))}
        </ul>
        <ButtonLink to={paths.auth.getHref()} className="mt-6 w-full sm:w-auto">
          Criar conta grátis
        </ButtonLink>
      </section>

      <PageSection id="o-que-conta" title="O que conta como transação">
        <ul className="list-disc pl-6">
          <li>
            <strong>Cada linha categorizada conta uma transação:</strong> cada linha de um arquivo enviado que
            recebe uma categoria, inclusive linhas repetidas dentro do mesmo arquivo.
          </li>
          <li>
            <strong>Não contam:</strong> corrigir a categoria de uma linha, aplicar uma correção às transações
            anteriores do mesmo estabelecimento, abrir um upload antigo, baixar os resultados e usar Meu
            dinheiro, Minhas regras e as listas salvas.
          </li>
          <li>
            Linhas de extrato (com data e valor) que já estão em Meu dinheiro, como o mesmo extrato enviado de
            novo ou dois extratos que se sobrepõem, não contam outra vez, desde que a categoria delas exista
            na lista de categorias que você está usando.
          </li>
          <li>
            Um lote que falha ou é recusado não conta. Se um envio cair no meio, enviar o mesmo arquivo de
            novo em até um dia retoma de onde parou, sem contar de novo o que já foi categorizado.
          </li>
        </ul>
      </PageSection>

      <PageSection id="excluir-nao-devolve" title="Excluir um upload não devolve transações">
        <p>
          O contador do plano só aumenta. Excluir um upload apaga o arquivo, seus resultados e as transações
          que ele trouxe para Meu dinheiro, mas as transações categorizadas continuam contadas. Por isso,
          enviar o mesmo arquivo outra vez conta tudo de novo.
        </p>
        <p>
          Para acertar uma categoria, não exclua nem reenvie: troque a categoria na própria linha dos
          resultados. Corrigir é grátis.
        </p>
      </PageSection>

      <PageSection id="limite" title="Quando o limite chega">
        <ul className="list-disc pl-6">
          <li>
            O <TextLink to={paths.dashboard.getHref()}>Dashboard</TextLink> mostra, em “Total de Transações”,
            quantas ainda restam no plano gratuito.
          </li>
          <li>
            Antes de categorizar, o arquivo é conferido: se ele tem mais transações do que restam, nada é
            categorizado nem contado, e aparece “Limite do plano gratuito atingido”, com quantas transações o
            arquivo tem e quantas restam.
          </li>
          <li>
            Tudo o que já foi categorizado continua à sua disposição: ver, corrigir, baixar, usar Meu dinheiro
            e Minhas regras, baixar ou excluir seus dados.
          </li>
          <li>
            Ainda não há plano pago. Se você precisa de mais transações, escreva para{' '}
            <ContactEmail subject={MAIL_SUBJECTS.morePlan} />.
          </li>
        </ul>
      </PageSection>

      <PageSection id="outros-limites" title="Outros limites">
        <ul className="list-disc pl-6">
          <li>
            Por arquivo: até {count(MAX_TRANSACTIONS_PER_UPLOAD)} transações e {MAX_FILE_BYTES / 1024 / 1024}{' '}
            MB.
          </li>
          <li>Até {count(MAX_CUSTOM_CATEGORIES)} categorias numa lista sua.</li>
          <li>
            Até {count(MAX_RULES_PER_USER)} regras aprendidas e {count(MAX_SAVED_LISTS)} listas salvas por
            conta.
          </li>
          <li>
            Uploads e seus resultados ficam guardados por 365 dias (veja a{' '}
            <TextLink to={paths.privacy.getHref()}>Política de Privacidade</TextLink>).
          </li>
        </ul>
      </PageSection>

      <PageSection id="empresas" title="Empresas e instituições">
        <p>
          Para categorizar em volume, integrar com o seu sistema ou usar a lista de contas da sua empresa,
          fale com a gente. A API para instituições ainda não está disponível; veja o que ela vai oferecer em{' '}
          <TextLink to={paths.developers.getHref()}>Desenvolvedores</TextLink>.
        </p>
        <a
          href={mailtoHref(contactEmail, MAIL_SUBJECTS.sales)}
          className={buttonClass('outline', 'self-start')}
        >
          Falar com vendas
        </a>
      </PageSection>
    </article>
  );
}
