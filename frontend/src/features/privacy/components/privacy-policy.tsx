import type { ReactNode } from 'react';
import { PageIntro, PageSection } from '@/components/layout/page-section';
import { ContactEmail } from '@/components/ui/contact-email';
import { TextLink as To } from '@/components/ui/text-link';
import { paths } from '@/lib/paths';
import { MAIL_SUBJECTS, useSiteContact } from '@/lib/site-contact';

interface StoredItem {
  readonly title: string;
  readonly what: ReactNode;
  readonly kept: ReactNode;
  readonly manage: ReactNode;
}

/**
 * Every kind of item stored about a user (docs/data-model.md; the account export, lambdas/domain/account.ts),
 * with how long each is kept (TTL, ADR 0038) and where the user sees or removes it.
 */
function storedItems(): StoredItem[] {
  return [
    {
      title: 'Conta',
      what: (
        <>
          Seu e-mail e sua senha. A senha é guardada pelo Amazon Cognito apenas como verificação, nunca em
          texto.
        </>
      ),
      kept: 'enquanto a conta existir.',
      manage: (
        <>
          em <To to={paths.account.getHref()}>Minha conta</To>.
        </>
      ),
    },
    {
      title: 'Uploads (o histórico de arquivos)',
      what: (
        <>
          O nome de cada arquivo enviado, a data e a hora do envio, quantas transações ele tinha e a lista de
          categorias usada. De um extrato bancário, também: o período, a conta (o banco e o número da conta
          que o arquivo traz), os totais de entradas e saídas, quais linhas já tinham vindo em arquivos
          anteriores (com os nomes desses arquivos) e quais delas você escolheu manter nos totais.
        </>
      ),
      kept: '365 dias a partir do envio, ou até você excluir o upload.',
      manage: (
        <>
          no <To to={paths.dashboard.getHref()}>Dashboard</To>, em “Histórico de Uploads”.
        </>
      ),
    },
    {
      title: 'As transações de cada upload',
      what: (
        <>
          De cada linha: a descrição, a categoria (e o número dela, quando a lista é sua), quem a decidiu (o
          nosso motor, o modelo de IA ou uma regra sua) e, quando o arquivo traz, a data, o valor e o
          identificador da transação no banco (FITID).
        </>
      ),
      kept: 'junto com o upload: 365 dias a partir do envio, ou até você excluí-lo.',
      manage: 'abrindo o arquivo no histórico do Dashboard.',
    },
    {
      title: 'Suas correções',
      what: (
        <>
          A categoria ou o tipo (gasto, receita, estorno, movimentação própria) que você trocou numa linha.
          Ficam no upload e no histórico de Meu dinheiro.
        </>
      ),
      kept: 'como o upload e o histórico de Meu dinheiro em que estão.',
      manage: 'nos resultados de cada upload e em Meu dinheiro.',
    },
    {
      title: 'O histórico de Meu dinheiro',
      what: (
        <>
          Todas as transações dos seus uploads numa só lista, para os totais por mês: data, valor, descrição,
          categoria, tipo, a conta de origem, o FITID e o vínculo entre uma fatura de cartão e o pagamento
          dela.
        </>
      ),
      kept: (
        <>
          até você excluir o upload que trouxe a transação, ou a conta. Este histórico{' '}
          <strong>não expira</strong> com os 365 dias do upload.
        </>
      ),
      manage: (
        <>
          em <To to={paths.money.getHref()}>Meu dinheiro</To>.
        </>
      ),
    },
    {
      title: 'Orçamentos e gastos recorrentes',
      what: 'Os orçamentos que você definiu por categoria e os gastos que você marcou como “Não é recorrente”.',
      kept: 'até você mudá-los, ou excluir a conta.',
      manage: (
        <>
          em <To to={paths.money.getHref()}>Meu dinheiro</To>.
        </>
      ),
    },
    {
      title: 'Regras aprendidas',
      what: (
        <>
          De cada estabelecimento cuja categoria você corrigiu: as palavras que o identificam, a categoria
          escolhida, as datas de criação e de alteração e quantas linhas a regra já decidiu.
        </>
      ),
      kept: 'até você excluir a regra, ou a conta.',
      manage: (
        <>
          em <To to={paths.rules.getHref()}>Minhas regras</To>.
        </>
      ),
    },
    {
      title: 'Listas de categorias salvas',
      what: 'O nome de cada lista que você salvou na conta, suas categorias e números, os ajustes de como ela é entendida e a data em que foi salva.',
      kept: 'até você excluir a lista, ou a conta.',
      manage: (
        <>
          em <To to={paths.rules.getHref()}>Minhas regras</To>.
        </>
      ),
    },
    {
      title: 'Uso do plano',
      what: (
        <>
          Quantas transações você já categorizou (o contador do plano gratuito), quantas linhas foram ao
          modelo de IA no dia e, enquanto um envio está em andamento (no máximo um dia), marcas técnicas de
          cada lote com um resumo criptográfico (SHA-256) das descrições, não o texto delas.
        </>
      ),
      kept: 'o contador, enquanto a conta existir; as marcas de envio, até um dia.',
      manage: (
        <>
          no <To to={paths.dashboard.getHref()}>Dashboard</To>, em “Total de Transações”.
        </>
      ),
    },
    {
      title: 'Registros técnicos',
      what: (
        <>
          De cada requisição: horário, rota, código de resposta, duração e o identificador do usuário. Sem o
          texto das transações, sem o seu e-mail e sem o seu endereço IP.
        </>
      ),
      kept: '14 dias (90 dias no ambiente de produção).',
      manage: 'não aparecem no produto; peça informações pelo contato abaixo.',
    },
    {
      title: 'Proteção contra abuso',
      what: (
        <>
          O firewall da AWS (AWS WAF) conta requisições por endereço IP para barrar excessos e guarda uma
          amostra das requisições recentes (endereço IP, rota e horário).
        </>
      ),
      kept: 'a amostra, por até 3 horas.',
      manage: 'não aparece no produto.',
    },
    {
      title: 'No seu navegador',
      what: (
        <>
          A sua sessão de login e, por até um dia, o identificador de um envio em andamento, para retomá-lo
          sem cobrar de novo. Não usamos cookies de rastreamento nem ferramentas de análise de terceiros.
        </>
      ),
      kept: 'até você sair da conta (a sessão) ou por um dia (o envio).',
      manage: 'saindo pelo menu (“Sair”) ou limpando os dados do site no navegador.',
    },
  ];
}

/**
 * The privacy policy (LGPD): who the controller is, every kind of data stored and for how long, where, and how
 * each right is exercised in the product. Kept in step with docs/data-model.md (items, retention), ADR 0038,
 * docs/deploy.md (regions, the model) and the account export.
 */
export function PrivacyPolicy() {
  const { controllerName } = useSiteContact();
  return (
    <article className="flex flex-col gap-10">
      <PageIntro title="Política de Privacidade">
        <p>
          Como a Categoriza trata os seus dados, conforme a Lei Geral de Proteção de Dados (Lei nº
          13.709/2018).
        </p>
      </PageIntro>

      <PageSection id="controlador" title="Quem é o controlador">
        <p>
          O controlador dos seus dados pessoais (quem decide como eles são tratados, conforme a LGPD) é{' '}
          <strong data-testid="controller-name">{controllerName}</strong>. Para qualquer assunto de
          privacidade, inclusive o exercício dos seus direitos, escreva para{' '}
          <ContactEmail subject={MAIL_SUBJECTS.privacy} />. Respondemos em até 15 dias.
        </p>
      </PageSection>

      <PageSection id="o-que-guardamos" title="O que guardamos">
        <p>
          Tudo o que guardamos sobre você, item por item, com o prazo de cada um. “Baixar meus dados”, em
          Minha conta, entrega esses itens num só arquivo, menos a senha, os dados técnicos (registros, marcas
          de envio, a contagem diária do modelo e a amostra do firewall) e o que fica no seu navegador.
        </p>
        <ul className="flex flex-col gap-3">
          {storedItems().map((item) => (
            <li key={item.title} className="rounded-xl border border-slate-200 bg-white p-4">
              <h3 className="font-semibold text-slate-900">{item.title}</h3>
              <p className="mt-1">{item.what}</p>
              <p className="mt-2 text-sm">
                <strong className="text-slate-900">Por quanto tempo:</strong> {item.kept}
              </p>
              <p className="mt-1 text-sm">
                <strong className="text-slate-900">Onde você vê e gerencia:</strong> {item.manage}
              </p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="para-que" title="Para que usamos">
        <p>
          Só para prestar o serviço que você pede ao criar a conta e enviar arquivos: categorizar suas
          transações, mostrar os resultados e os totais e lembrar das suas correções (execução do contrato,
          art. 7º, V, da LGPD). Os registros técnicos e a proteção contra abuso servem para manter o serviço
          seguro e funcionando (legítimo interesse, art. 7º, IX). Não usamos seus dados para publicidade nem
          para treinar modelos de IA.
        </p>
      </PageSection>

      <PageSection id="onde" title="Onde">
        <p>
          Na Amazon Web Services (AWS), região América do Sul (São Paulo, sa-east-1): dados, contas e
          processamento ficam no Brasil. A categorização usa o nosso motor próprio e, para as transações que
          ele não reconhece com segurança, um modelo de IA do Amazon Bedrock executado na mesma região de São
          Paulo. As transações vão ao modelo apenas como dados, não são usadas para treiná-lo e não são
          guardadas pelo Bedrock. Se um dia passarmos a usar um modelo processado fora do Brasil, diremos isso
          aqui antes.
        </p>
        <p>
          O site é entregue pela rede de distribuição da AWS (Amazon CloudFront), a partir do ponto mais
          próximo de você; o firewall dessa rede (a amostra de requisições acima) fica na região dos EUA
          (us-east-1), onde a AWS o exige.
        </p>
      </PageSection>

      <PageSection id="por-quanto-tempo" title="Por quanto tempo">
        <ul className="list-disc pl-6">
          <li>Uploads e seus resultados: 365 dias a partir do envio, ou até você excluí-los.</li>
          <li>Um envio que não terminou (por exemplo, interrompido no meio): 1 dia.</li>
          <li>
            Histórico de Meu dinheiro, orçamentos, regras e listas salvas: até você excluí-los (ou excluir o
            upload que trouxe as transações), ou excluir a conta.
          </li>
          <li>Seu e-mail e o uso do plano: enquanto a conta existir.</li>
          <li>Registros técnicos: 14 dias (90 dias no ambiente de produção).</li>
          <li>
            Ao excluir a conta, o e-mail, a senha e todos os itens dela (uploads, transações, Meu dinheiro,
            regras, listas, orçamentos e o uso do plano) são apagados na hora; os registros técnicos seguem o
            prazo acima. As cópias de segurança do banco de dados, que guardam o estado dos últimos 35 dias
            para recuperação em caso de falha, ainda contêm os itens apagados até completarem esses 35 dias.
          </li>
          <li>
            Um upload vencido pode levar até dois dias para sair do banco de dados, mas nada vencido volta a
            ser mostrado ou usado.
          </li>
        </ul>
      </PageSection>

      <PageSection id="lgpd" title="Seus direitos e como exercê-los">
        <p>Os direitos do art. 18 da LGPD, e onde exercer cada um no Categoriza:</p>
        <ul className="list-disc pl-6">
          <li>
            <strong>Confirmação e acesso:</strong> em <To to={paths.account.getHref()}>Minha conta</To>,
            “Baixar meus dados” entrega tudo o que guardamos sobre você em um arquivo JSON: conta, uso do
            plano, uploads com cada transação, histórico de Meu dinheiro, regras, listas salvas e orçamentos.
            Você também vê tudo isso no Dashboard, em Meu dinheiro e em Minhas regras.
          </li>
          <li>
            <strong>Correção:</strong> para corrigir a categoria de uma linha, abra o upload no histórico do{' '}
            <To to={paths.dashboard.getHref()}>Dashboard</To> e escolha a categoria certa na própria linha dos
            resultados (ou faça isso em <To to={paths.money.getHref()}>Meu dinheiro</To>). Corrigir não custa
            nada: não conta transações do plano, e não é preciso excluir nem reenviar o arquivo. Uma regra
            aprendida se corrige em <To to={paths.rules.getHref()}>Minhas regras</To>. A descrição, a data, o
            valor e o FITID vêm do arquivo do seu banco; se algum deles ou o seu e-mail estiver errado,
            escreva para o contato abaixo.
          </li>
          <li>
            <strong>Eliminação:</strong> no Dashboard, o botão “Excluir” de cada linha do histórico apaga o
            upload, seus resultados e as transações que ele trouxe para Meu dinheiro; em Minhas regras,
            “Excluir” apaga uma regra ou uma lista salva; em Minha conta, “Excluir minha conta” apaga a conta
            e todos os seus dados imediatamente.
          </li>
          <li>
            <strong>Portabilidade:</strong> o arquivo JSON de “Baixar meus dados” é legível por outros
            sistemas; os resultados de cada upload saem em CSV (“Baixar CSV”) e Meu dinheiro baixa as
            transações em CSV ou Excel.
          </li>
          <li>
            <strong>Anonimização, bloqueio ou eliminação de dados desnecessários:</strong> peça pelo contato
            abaixo, dizendo quais dados.
          </li>
          <li>
            <strong>Informação sobre compartilhamento:</strong> veja “Compartilhamento” abaixo; para mais
            detalhes, escreva para o contato.
          </li>
          <li>
            <strong>Informação sobre não consentir:</strong> sem conta não é possível enviar arquivos, porque
            os resultados ficam guardados nela; a página inicial e a demonstração não pedem dados.
          </li>
          <li>
            <strong>Revogação do consentimento e oposição:</strong> exclua a conta em Minha conta, o que
            encerra todo tratamento, ou escreva para o contato.
          </li>
          <li>
            <strong>Revisão de decisões automatizadas:</strong> as categorias são decididas automaticamente;
            você pode trocar qualquer uma nos resultados, sem custo, e pedir uma revisão pelo contato.
          </li>
          <li>
            <strong>Reclamação:</strong> você pode também peticionar à Autoridade Nacional de Proteção de
            Dados (ANPD).
          </li>
        </ul>
        <p>
          Contato para privacidade e para todos os direitos: <ContactEmail subject={MAIL_SUBJECTS.privacy} />{' '}
          ({controllerName}). Respondemos em até 15 dias.
        </p>
      </PageSection>

      <PageSection id="compartilhamento" title="Compartilhamento">
        <p>
          Não vendemos nem compartilhamos seus dados. A AWS atua como operadora, processando-os apenas para
          prestar o serviço.
        </p>
      </PageSection>
    </article>
  );
}
