import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths';

function Section({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id ?? title}-titulo`} className="flex flex-col gap-2">
      <h2 id={`${id ?? title}-titulo`} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="flex flex-col gap-2 text-slate-700">{children}</div>
    </section>
  );
}

/**
 * The privacy policy (LGPD): what is stored, where, for how long, and how each right is exercised. Kept in step
 * with docs/data-model.md (retention) and docs/deploy.md (regions, the model).
 */
export function PrivacyPolicy() {
  return (
    <article className="flex flex-col gap-8">
      <header>
        <h1 className="text-3xl font-bold text-slate-900">Política de Privacidade</h1>
        <p className="mt-2 text-slate-700">
          Como a Categoriza trata os seus dados, conforme a Lei Geral de Proteção de Dados (Lei nº
          13.709/2018).
        </p>
      </header>
      <Section title="O que guardamos">
        <ul className="list-disc pl-6">
          <li>
            Seu e-mail e sua senha (a senha é guardada pelo Amazon Cognito apenas como verificação, nunca em
            texto).
          </li>
          <li>
            Os arquivos que você envia: as descrições das transações, a categoria de cada uma, o nome do
            arquivo, a data do envio e, se você usar, a sua lista de categorias.
          </li>
          <li>Quantas transações você já categorizou (o uso do plano gratuito).</li>
          <li>
            Registros técnicos (horário, rota, código de resposta, identificador do usuário), sem o texto das
            transações e sem o seu endereço IP.
          </li>
        </ul>
      </Section>
      <Section title="Onde">
        <p>
          Na Amazon Web Services (AWS), região América do Sul (São Paulo, sa-east-1): dados, contas e
          processamento ficam no Brasil. A categorização usa o nosso motor próprio e, para as transações que
          ele não reconhece com segurança, um modelo de IA do Amazon Bedrock executado na mesma região de São
          Paulo. As transações vão ao modelo apenas como dados, não são usadas para treiná-lo e não são
          guardadas pelo Bedrock. Se um dia passarmos a usar um modelo processado fora do Brasil, diremos isso
          aqui antes.
        </p>
      </Section>
      <Section title="Por quanto tempo">
        <ul className="list-disc pl-6">
          <li>Uploads e seus resultados: 365 dias a partir do envio, ou até você excluí-los.</li>
          <li>Um envio que não terminou (por exemplo, interrompido no meio): 1 dia.</li>
          <li>Seu e-mail e o uso do plano: enquanto a conta existir.</li>
          <li>Registros técnicos: 14 dias (90 dias no ambiente de produção).</li>
        </ul>
      </Section>
      <Section id="lgpd" title="Seus direitos e como exercê-los">
        <ul className="list-disc pl-6">
          <li>
            <strong>Acesso e portabilidade:</strong> em{' '}
            <Link className="text-indigo-700 underline" to={paths.account.getHref()}>
              Minha conta
            </Link>
            , “Baixar meus dados” entrega tudo o que guardamos sobre você em um arquivo JSON.
          </li>
          <li>
            <strong>Eliminação de um upload:</strong> no Dashboard, o botão “Excluir” de cada linha do
            histórico apaga o upload e seus resultados.
          </li>
          <li>
            <strong>Eliminação da conta:</strong> em Minha conta, “Excluir minha conta” apaga a conta e todos
            os seus dados imediatamente.
          </li>
          <li>
            <strong>Correção:</strong> exclua o upload e envie o arquivo corrigido.
          </li>
          <li>
            <strong>Dúvidas e demais direitos</strong> (informação sobre compartilhamento, revogação do
            consentimento): escreva para privacidade@categoriza.com.br; respondemos em até 15 dias.
          </li>
        </ul>
      </Section>
      <Section title="Compartilhamento">
        <p>
          Não vendemos nem compartilhamos seus dados. A AWS atua como operadora, processando-os apenas para
          prestar o serviço.
        </p>
      </Section>
    </article>
  );
}
