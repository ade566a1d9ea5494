import { FREE_PLAN_TRANSACTIONS } from '#shared/limits';
import { PageIntro, PageSection } from '@/components/layout/page-section';
import { ContactEmail } from '@/components/ui/contact-email';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/lib/paths';
import { useSiteContact } from '@/lib/site-contact';

/** `/termos`: the terms of use in plain pt-BR; its first section (`#sobre`) says what the service is and who provides it. */
export function TermsOfUse() {
  const { controllerName } = useSiteContact();
  return (
    <article className="flex flex-col gap-10">
      <PageIntro title="Termos de uso">
        <p>As regras para usar o Categoriza, em linguagem simples.</p>
      </PageIntro>

      <PageSection id="sobre" title="Sobre o Categoriza">
        <p>
          O Categoriza é um serviço on-line que categoriza transações bancárias. Você envia um arquivo CSV,
          OFX ou TXT exportado do seu banco, e cada transação recebe uma categoria (Alimentação, Transporte,
          Moradia e outras, ou as da sua própria lista), que você pode revisar, corrigir e baixar. Em Meu
          dinheiro, as transações de todos os seus arquivos viram totais por mês e por categoria.
        </p>
        <p>
          O serviço é prestado por <strong>{controllerName}</strong>, que também é o controlador dos seus
          dados pessoais. Contato: <ContactEmail />.
        </p>
      </PageSection>

      <PageSection id="aceite" title="Aceite">
        <p>
          Ao criar uma conta, você concorda com estes termos e com a{' '}
          <TextLink to={paths.privacy.getHref()}>Política de Privacidade</TextLink>. Se não concordar, não
          crie a conta; a página inicial e a demonstração podem ser vistas sem ela.
        </p>
      </PageSection>

      <PageSection id="plano" title="O plano gratuito">
        <p>
          Cada conta pode categorizar {new Intl.NumberFormat('pt-BR').format(FREE_PLAN_TRANSACTIONS)}{' '}
          transações de graça, no total (não por mês). Cada linha categorizada conta uma transação, e excluir
          um upload não devolve as transações que ele usou. Corrigir categorias, baixar resultados e usar Meu
          dinheiro não contam. Os detalhes estão em <TextLink to={paths.pricing.getHref()}>Preços</TextLink>.
          Se o plano mudar, essa página dirá antes.
        </p>
      </PageSection>

      <PageSection id="responsabilidades" title="Suas responsabilidades">
        <ul className="list-disc pl-6">
          <li>
            Envie só arquivos que você tem o direito de usar: os seus extratos, ou os da empresa que você
            representa, com autorização dela.
          </li>
          <li>
            Guarde a sua senha. Você responde pelo que for feito com a sua conta; se suspeitar de uso
            indevido, use “Sair” no menu (isso encerra a sessão em todos os aparelhos) e escreva para o
            contato.
          </li>
          <li>
            Não tente acessar dados de outras pessoas, contornar os limites do plano, sobrecarregar o serviço
            nem usá-lo para algo ilegal.
          </li>
          <li>
            Confira as categorias antes de usá-las em decisões financeiras, na contabilidade ou em declarações
            de impostos.
          </li>
        </ul>
      </PageSection>

      <PageSection id="sem-garantia" title="Sem garantia de exatidão">
        <p>
          As categorias são decididas automaticamente, pelo nosso motor e por um modelo de IA, e podem errar.
          Não garantimos a exatidão de nenhuma categoria nem dos totais calculados a partir delas. O
          Categoriza não é consultoria financeira, contábil ou fiscal. Por isso qualquer categoria pode ser
          corrigida nos resultados, sem custo, e a correção vale para os próximos arquivos.
        </p>
        <p>
          O serviço é oferecido como está. Trabalhamos para que ele funcione sempre, mas não garantimos que
          fique disponível sem interrupções.
        </p>
      </PageSection>

      <PageSection id="dados" title="Seus dados e a LGPD">
        <p>
          Seus dados são tratados conforme a Lei Geral de Proteção de Dados (Lei nº 13.709/2018) e a{' '}
          <TextLink to={paths.privacy.getHref()}>Política de Privacidade</TextLink>, que diz o que guardamos,
          por quanto tempo e onde. Você pode baixar todos os seus dados ou excluir a conta a qualquer momento
          em <TextLink to={paths.account.getHref()}>Minha conta</TextLink>; os outros direitos e como
          exercê-los estão em <TextLink to={paths.privacy.getRightsHref()}>Seus direitos</TextLink>.
        </p>
      </PageSection>

      <PageSection id="encerramento" title="Encerramento">
        <p>
          Você pode encerrar o uso quando quiser, excluindo a conta em Minha conta: ela e todos os seus dados
          são apagados na hora. Uma conta que descumpra estes termos pode ser suspensa, com aviso pelo e-mail
          dela.
        </p>
      </PageSection>

      <PageSection id="contato" title="Contato">
        <p>
          Dúvidas sobre estes termos, sobre o serviço ou sobre os seus dados: <ContactEmail /> (
          {controllerName}
          ). Estes termos seguem a legislação brasileira.
        </p>
      </PageSection>
    </article>
  );
}
