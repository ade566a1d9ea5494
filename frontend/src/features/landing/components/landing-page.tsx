import {
  ArrowRight,
  BadgeCheck,
  Building2,
  Download,
  FileUp,
  Landmark,
  Layers,
  ShieldCheck,
  Sparkles,
  Tags,
  Timer,
  User,
  Wand2,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { SiteFooter } from '@/components/layout/site-footer';
import { BrandName } from '@/components/ui/brand-name';
import { Button, ButtonLink, buttonClass } from '@/components/ui/button';
import { CategoryBadge } from '@/components/ui/category-badge';
import { MAIL_SUBJECTS, mailtoHref, useSiteContact } from '@/lib/site-contact';
import { useScrollToHash } from '@/lib/use-scroll-to-hash';
import { DEMO_ROWS, Demo } from './demo';

export interface LandingLinks {
  readonly auth: string;
  readonly upload: string;
  readonly home: string;
  /** The API's reference (/desenvolvedores), linked from the institutions' card. */
  readonly developers: string;
}

const STATS = [
  { value: '1M+', label: 'Transações processadas' },
  { value: '99.5%', label: 'Precisão da IA' },
  { value: '<2s', label: 'Tempo médio por arquivo' },
  { value: '20+', label: 'Categorias' },
] as const;

const FEATURES: readonly { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <Sparkles className="size-5" aria-hidden />,
    title: 'IA de alta precisão',
    text: '99.5% de precisão na categorização de descrições bancárias reais.',
  },
  {
    icon: <ShieldCheck className="size-5" aria-hidden />,
    title: 'Conformidade com a LGPD',
    text: 'Seus dados são tratados com segurança e nunca são vendidos.',
  },
  {
    icon: <Timer className="size-5" aria-hidden />,
    title: 'Resultados em segundos',
    text: 'Menos de 2 s em média para categorizar um arquivo.',
  },
  {
    icon: <Tags className="size-5" aria-hidden />,
    title: 'Categorias personalizadas',
    text: 'Envie sua própria lista no formato categoria | número.',
  },
  {
    icon: <Download className="size-5" aria-hidden />,
    title: 'Exportação em CSV',
    text: 'Baixe o resultado pronto para Excel e para o seu ERP.',
  },
  {
    icon: <Layers className="size-5" aria-hidden />,
    title: 'Mais de 20 categorias',
    text: 'De Alimentação a Assinaturas, cobrindo o dia a dia financeiro.',
  },
];

const STEPS = [
  {
    icon: <FileUp className="size-6" aria-hidden />,
    title: 'Envie seu CSV',
    text: "Um arquivo com a coluna 'transações', exportado do seu banco.",
  },
  {
    icon: <Wand2 className="size-6" aria-hidden />,
    title: 'A IA categoriza',
    text: 'Cada transação recebe uma categoria, com acompanhamento em tempo real.',
  },
  {
    icon: <Download className="size-6" aria-hidden />,
    title: 'Baixe os resultados',
    text: 'Veja o resumo por categoria e baixe o CSV categorizado.',
  },
] as const;

/** Each audience's call to action: the sign-up, or an e-mail to the stage's contact with this subject. */
type AudienceAction = { readonly kind: 'signUp' } | { readonly kind: 'mail'; readonly subject: string };

const AUDIENCES: readonly {
  icon: ReactNode;
  title: string;
  text: string;
  cta: string;
  action: AudienceAction;
  /** A second way in, under the card's button: institutions read the API before they write to sales. */
  api?: true;
}[] = [
  {
    icon: <User className="size-6" aria-hidden />,
    title: 'Pessoa Física',
    text: 'Entenda para onde vai o seu dinheiro e organize o orçamento do mês.',
    cta: 'Começar grátis',
    action: { kind: 'signUp' },
  },
  {
    icon: <Building2 className="size-6" aria-hidden />,
    title: 'Empresas',
    text: 'Concilie extratos e classifique despesas sem planilhas manuais.',
    cta: 'Falar com vendas',
    action: { kind: 'mail', subject: MAIL_SUBJECTS.sales },
  },
  {
    icon: <Landmark className="size-6" aria-hidden />,
    title: 'Instituições',
    text: 'Enriqueça as transações dos seus clientes com categorias confiáveis.',
    cta: 'Solicitar proposta',
    action: { kind: 'mail', subject: MAIL_SUBJECTS.proposal },
    api: true,
  },
];

function Section({
  id,
  title,
  subtitle,
  children,
  className = '',
}: {
  id: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`px-4 py-16 sm:py-20 ${className}`}>
      <div className="mx-auto max-w-6xl">
        <h2 id={`${id}-title`} className="text-center text-3xl font-bold text-slate-900 sm:text-4xl">
          {title}
        </h2>
        {subtitle && <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">{subtitle}</p>}
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}

function BeforeAfter() {
  const [after, setAfter] = useState(true);
  return (
    <div className="mx-auto max-w-2xl">
      <fieldset className="mb-6 flex justify-center gap-2">
        <legend className="sr-only">Comparar antes e depois</legend>
        <button
          type="button"
          aria-pressed={after}
          onClick={() => setAfter(true)}
          className={buttonClass(after ? 'primary' : 'outline')}
        >
          Ver em Ação
        </button>
        <button
          type="button"
          aria-pressed={!after}
          onClick={() => setAfter(false)}
          className={buttonClass(after ? 'outline' : 'primary')}
        >
          Ver Antes
        </button>
      </fieldset>
      <div
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
        data-testid="before-after"
        data-view={after ? 'after' : 'before'}
      >
        <p className="mb-3 text-sm font-semibold text-slate-700">
          {after ? 'Depois: cada transação com sua categoria' : 'Antes: descrições confusas do extrato'}
        </p>
        <ul className="flex flex-col gap-2">
          {DEMO_ROWS.map((row) => (
            <li
              key={row.description}
              className="flex items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2 text-sm"
            >
              <span className="min-w-0 truncate font-mono text-slate-800">{row.description}</span>
              {after ? (
                <CategoryBadge category={row.category} />
              ) : (
                <span className="text-slate-500">sem categoria</span>
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** The landing page: the nine sections of spec §2, in order. */
export function LandingPage({ links, menu }: { links: LandingLinks; menu: ReactNode }) {
  const { contactEmail } = useSiteContact();
  useScrollToHash();
  const scrollToDemo = () =>
    document.getElementById('demo')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  return (
    <div className="min-h-screen bg-white">
      {/* 1. Header: animated brand name and slogan */}
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3">
          <Link
            to={links.home}
            className="flex min-w-0 flex-col rounded-md focus-visible:outline-3 focus-visible:outline-indigo-500"
          >
            <BrandName animated className="text-2xl" />
            <span className="truncate text-xs text-slate-600">Clareza financeira impulsionada por IA</span>
          </Link>
          {menu}
        </div>
      </header>

      <main id="conteudo">
        {/* 2. Hero */}
        <section
          aria-labelledby="hero-title"
          className="bg-gradient-to-b from-indigo-50 to-white px-4 pt-16 pb-12 sm:pt-24"
        >
          <div className="mx-auto max-w-4xl text-center">
            <p className="inline-flex items-center gap-2 rounded-full bg-indigo-100 px-3 py-1 text-sm font-medium text-indigo-900">
              <Sparkles className="size-4" aria-hidden /> As primeiras 1.000 transações são grátis, sem cartão
              de crédito
            </p>
            <h1
              id="hero-title"
              className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl"
            >
              Suas transações bancárias, categorizadas por IA
            </h1>
            <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-700">
              Envie o CSV do seu extrato e receba cada transação com a categoria certa, em segundos. Com
              conformidade com a LGPD.
            </p>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <ButtonLink to={links.auth} className="px-6 py-3 text-base">
                Começar agora <ArrowRight className="size-4" aria-hidden />
              </ButtonLink>
              <a
                href={mailtoHref(contactEmail, MAIL_SUBJECTS.demo)}
                className={buttonClass('outline', 'px-6 py-3 text-base')}
              >
                Agendar demonstração
              </a>
              <Button variant="ghost" className="px-6 py-3 text-base" onClick={scrollToDemo}>
                Ver demo
              </Button>
            </div>
          </div>
        </section>

        {/* 3. Stats */}
        <section aria-label="Números do Categoriza" className="px-4 pb-8">
          <ul className="mx-auto grid max-w-5xl grid-cols-2 gap-4 md:grid-cols-4">
            {STATS.map((stat) => (
              <li
                key={stat.value}
                className="rounded-2xl border border-slate-200 bg-white p-5 text-center shadow-sm"
              >
                <p className="text-3xl font-extrabold text-indigo-700">{stat.value}</p>
                <p className="mt-1 text-sm text-slate-700">{stat.label}</p>
              </li>
            ))}
          </ul>
        </section>

        {/* 4. Demo */}
        <Section id="demo" title="Veja como funciona" subtitle="Do upload ao resultado em poucos segundos.">
          <Demo />
        </Section>

        {/* 5. Features */}
        <Section id="recursos" title="Tudo o que você precisa" className="bg-slate-50">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {FEATURES.map((feature) => (
              <li key={feature.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <span className="inline-flex size-10 items-center justify-center rounded-lg bg-indigo-100 text-indigo-800">
                  {feature.icon}
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{feature.title}</h3>
                <p className="mt-1 text-sm text-slate-700">{feature.text}</p>
              </li>
            ))}
          </ul>
        </Section>

        {/* 6. Before / after */}
        <Section
          id="antes-depois"
          title="Antes e depois"
          subtitle="Descrições bancárias confusas viram categorias claras."
        >
          <BeforeAfter />
        </Section>

        {/* 7. How it works */}
        <Section id="como-funciona" title="Como funciona" className="bg-slate-50">
          <ol className="grid gap-4 md:grid-cols-3">
            {STEPS.map((step, index) => (
              <li key={step.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <span className="inline-flex size-12 items-center justify-center rounded-full bg-indigo-700 text-white">
                  {step.icon}
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">
                  {index + 1}. {step.title}
                </h3>
                <p className="mt-1 text-sm text-slate-700">{step.text}</p>
              </li>
            ))}
          </ol>
          <div className="mt-8 text-center">
            <ButtonLink to={links.upload} className="px-6 py-3 text-base">
              Experimentar agora <ArrowRight className="size-4" aria-hidden />
            </ButtonLink>
          </div>
        </Section>

        {/* 8. Audiences */}
        <Section id="para-quem" title="Para quem é o Categoriza">
          <ul className="grid gap-4 md:grid-cols-3">
            {AUDIENCES.map((audience) => (
              <li
                key={audience.title}
                className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
              >
                <span className="inline-flex size-12 items-center justify-center rounded-lg bg-violet-100 text-violet-800">
                  {audience.icon}
                </span>
                <h3 className="mt-4 text-xl font-semibold text-slate-900">{audience.title}</h3>
                <p className="mt-2 flex-1 text-sm text-slate-700">{audience.text}</p>
                {audience.action.kind === 'signUp' ? (
                  <ButtonLink to={links.auth} variant="outline" className="mt-5">
                    {audience.cta}
                  </ButtonLink>
                ) : (
                  <a
                    href={mailtoHref(contactEmail, audience.action.subject)}
                    className={buttonClass('outline', 'mt-5')}
                  >
                    {audience.cta}
                  </a>
                )}
                {audience.api && (
                  <Link
                    to={links.developers}
                    className="mt-3 text-center text-sm font-medium text-violet-800 underline underline-offset-2 hover:text-violet-900"
                  >
                    Ver a documentação da API
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </Section>
      </main>

      {/* 9. Footer, with the spec's badges */}
      <SiteFooter>
        <ul className="flex flex-wrap gap-2" aria-label="Certificações">
          {['SOC 2 Type II', 'ISO 27001', 'PCI-DSS'].map((badge) => (
            <li
              key={badge}
              className="inline-flex items-center gap-1 rounded-full border border-slate-600 px-3 py-1 text-xs font-semibold text-slate-100"
            >
              <BadgeCheck className="size-3.5" aria-hidden /> {badge}
            </li>
          ))}
        </ul>
      </SiteFooter>
    </div>
  );
}
