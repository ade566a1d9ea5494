import { Download, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toastSlot } from '@/components/ui/toast-slot';
import { errorText } from '@/lib/error-text';
import { downloadText } from '@/lib/files';
import { paths } from '@/lib/paths';
import { deleteMyAccount, exportMyData } from '../api/account-api';

/** Each action's toasts share an id: a success takes the place of the failure before it. */
const TOASTS = { export: toastSlot('account-export'), delete: toastSlot('account-delete') } as const;

/** The word to type before the account is deleted. */
export const DELETE_ACCOUNT_WORD = 'EXCLUIR';

/**
 * 'Minha conta': the user's rights over their data (LGPD): a copy of everything, and erasure. `children` (the
 * account's other sections) go between the two, so deleting the account stays last.
 */
export function AccountActions({
  email,
  onDeleted,
  children,
}: {
  email: string | undefined;
  onDeleted: () => Promise<void>;
  children?: ReactNode;
}) {
  const [exporting, setExporting] = useState(false);
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <h2 className="text-lg font-semibold text-slate-900">Seus dados</h2>
        <p className="mt-1 text-sm text-slate-700">
          Baixe uma cópia de tudo o que guardamos sobre você{email ? ` (${email})` : ''}: seus uploads com as
          transações e categorias, o histórico de Meu dinheiro, as regras, as listas salvas, os orçamentos e o
          uso do plano, em um arquivo JSON.
        </p>
        <Button
          className="mt-4"
          variant="outline"
          disabled={exporting}
          onClick={async () => {
            setExporting(true);
            try {
              const data = await exportMyData();
              downloadText(
                `categoriza_meus_dados_${data.exportedAt.slice(0, 10)}.json`,
                JSON.stringify(data, null, 2),
                'application/json;charset=utf-8',
              );
              TOASTS.export.show('success', 'Dados exportados', 'O arquivo com os seus dados foi baixado.');
            } catch (error) {
              TOASTS.export.show('error', 'Erro ao exportar os dados', errorText(error));
            } finally {
              setExporting(false);
            }
          }}
        >
          <Download className="size-4" aria-hidden />
          Baixar meus dados
        </Button>
      </Card>
      {children}
      <Card className="border-red-200">
        <h2 className="text-lg font-semibold text-slate-900">Excluir conta</h2>
        <p className="mt-1 text-sm text-slate-700">
          Apaga sua conta e todos os seus dados: uploads, resultados, Meu dinheiro, regras, listas e uso do
          plano. Não é possível desfazer. Veja o que guardamos na{' '}
          <a className="text-indigo-700 underline" href={paths.privacy.getHref()}>
            política de privacidade
          </a>
          .
        </p>
        <ConfirmDialog
          trigger={
            <Button className="mt-4 bg-red-700 hover:bg-red-800">
              <Trash2 className="size-4" aria-hidden />
              Excluir minha conta
            </Button>
          }
          title="Excluir sua conta?"
          description={
            <p>
              Sua conta e todos os seus dados serão apagados agora. Você não poderá mais entrar com este
              e-mail.
            </p>
          }
          confirmLabel="Excluir conta e dados"
          typeToConfirm={DELETE_ACCOUNT_WORD}
          onConfirm={async () => {
            try {
              await deleteMyAccount();
            } catch (error) {
              TOASTS.delete.show('error', 'Erro ao excluir a conta', errorText(error));
              return;
            }
            TOASTS.delete.show(
              'success',
              'Conta excluída',
              'Sua conta e todos os seus dados foram apagados.',
            );
            await onDeleted();
          }}
        />
      </Card>
    </div>
  );
}
