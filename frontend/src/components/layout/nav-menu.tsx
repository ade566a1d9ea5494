import * as Dialog from '@radix-ui/react-dialog';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import {
  ChevronDown,
  Home,
  LayoutDashboard,
  ListChecks,
  LogIn,
  LogOut,
  Menu,
  Upload,
  UserRound,
  Wallet,
  X,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { TRIGGER } from './menu-trigger';

export interface NavMenuProps {
  readonly signedIn: boolean;
  readonly onSignOut: () => void;
  /** Shown on the trigger and atop the items (the dashboard's user menu shows the e-mail). */
  readonly label?: string | undefined;
  /** Opens the dropdown or the drawer on mount (the lazy menu opens on the click that loaded it). */
  readonly initialOpen?: 'desktop' | 'mobile' | undefined;
}

interface Item {
  readonly label: string;
  readonly href: string;
  readonly icon: ReactNode;
}

function itemsFor(signedIn: boolean): Item[] {
  const home = {
    label: 'Início',
    href: paths.landing.getHref(),
    icon: <Home className="size-4" aria-hidden />,
  };
  if (!signedIn) {
    return [
      home,
      {
        label: 'Login / Cadastro',
        href: paths.auth.getHref(),
        icon: <LogIn className="size-4" aria-hidden />,
      },
    ];
  }
  return [
    home,
    {
      label: 'Dashboard',
      href: paths.dashboard.getHref(),
      icon: <LayoutDashboard className="size-4" aria-hidden />,
    },
    { label: 'Upload CSV', href: paths.upload.getHref(), icon: <Upload className="size-4" aria-hidden /> },
    {
      label: 'Meu dinheiro',
      href: paths.money.getHref(),
      icon: <Wallet className="size-4" aria-hidden />,
    },
    {
      label: 'Minhas regras',
      href: paths.rules.getHref(),
      icon: <ListChecks className="size-4" aria-hidden />,
    },
    {
      label: 'Minha conta',
      href: paths.account.getHref(),
      icon: <UserRound className="size-4" aria-hidden />,
    },
  ];
}

const ITEM =
  'flex w-full cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-800 outline-none hover:bg-slate-100 focus-visible:bg-indigo-50 data-[highlighted]:bg-indigo-50 data-[highlighted]:text-indigo-900';

/** The navigation menu: a dropdown on desktop, a side drawer on phones; items follow the signed-in status. */
export function NavMenu({ signedIn, onSignOut, label, initialOpen }: NavMenuProps) {
  const items = itemsFor(signedIn);
  const [drawerOpen, setDrawerOpen] = useState(initialOpen === 'mobile');
  return (
    <nav aria-label="Menu principal">
      <div className="hidden md:block">
        <DropdownMenu.Root modal={false} defaultOpen={initialOpen === 'desktop'}>
          <DropdownMenu.Trigger className={TRIGGER} data-testid="menu-desktop">
            <Menu className="size-4" aria-hidden />
            <span className="max-w-48 truncate">{label ?? 'Menu'}</span>
            <ChevronDown className="size-4" aria-hidden />
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              align="end"
              sideOffset={6}
              className="z-50 min-w-52 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
            >
              {label && (
                <DropdownMenu.Label className="truncate px-3 py-1.5 text-xs text-slate-600">
                  {label}
                </DropdownMenu.Label>
              )}
              {items.map((item) => (
                <DropdownMenu.Item key={item.href} asChild className={ITEM}>
                  <Link to={item.href}>
                    {item.icon}
                    {item.label}
                  </Link>
                </DropdownMenu.Item>
              ))}
              {signedIn && (
                <>
                  <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
                  <DropdownMenu.Item className={ITEM} onSelect={onSignOut}>
                    <LogOut className="size-4" aria-hidden />
                    Sair
                  </DropdownMenu.Item>
                </>
              )}
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </div>
      <div className="md:hidden">
        <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
          <Dialog.Trigger className={TRIGGER} aria-label="Abrir menu" data-testid="menu-mobile">
            <Menu className="size-5" aria-hidden />
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
            <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-72 max-w-[85vw] flex-col gap-2 bg-white p-4 shadow-xl">
              <div className="flex items-center justify-between">
                <Dialog.Title className="text-base font-bold text-slate-900">Menu</Dialog.Title>
                <Dialog.Close className={TRIGGER} aria-label="Fechar menu">
                  <X className="size-4" aria-hidden />
                </Dialog.Close>
              </div>
              <Dialog.Description className="truncate text-xs text-slate-600">
                {label ?? 'Navegue pelo Categoriza'}
              </Dialog.Description>
              <ul className="flex flex-col gap-1">
                {items.map((item) => (
                  <li key={item.href}>
                    <Link to={item.href} className={ITEM} onClick={() => setDrawerOpen(false)}>
                      {item.icon}
                      {item.label}
                    </Link>
                  </li>
                ))}
                {signedIn && (
                  <li>
                    <button
                      type="button"
                      className={ITEM}
                      onClick={() => {
                        setDrawerOpen(false);
                        onSignOut();
                      }}
                    >
                      <LogOut className="size-4" aria-hidden />
                      Sair
                    </button>
                  </li>
                )}
              </ul>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </div>
    </nav>
  );
}
