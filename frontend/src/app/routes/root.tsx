import { Outlet } from 'react-router-dom';
import { Toaster } from 'sonner';
import { Spinner } from '@/components/ui/spinner';
import { TOASTER_COLOR_STYLE } from '@/components/ui/toast-colors';
import { AuthProvider } from '@/features/auth/hooks/use-auth';

export function RootLayout() {
  return (
    <AuthProvider>
      <a
        href="#conteudo"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        Pular para o conteúdo
      </a>
      <Outlet />
      {/*
        Toasts sit at the bottom, clear of every page's title and primary action, which are at the top (the
        header's 'Novo Upload', the results' 'Baixar CSV', the auth card's button): bottom-right on a desktop, and
        across the bottom of a phone (sonner stretches the toaster to the width below 600 px). Their colours are
        sonner's rich colours made darker, so every kind's words read at 4.5:1 or more (toast-colors.ts).
      */}
      <Toaster
        richColors
        closeButton
        position="bottom-right"
        offset={24}
        mobileOffset={16}
        toastOptions={{ duration: 6000 }}
        style={TOASTER_COLOR_STYLE}
      />
    </AuthProvider>
  );
}

/** Shown while the first page's chunk loads. */
export function PageLoader() {
  return (
    <div className="flex min-h-screen items-center justify-center text-indigo-700">
      <Spinner className="size-8" />
      <span className="sr-only">Carregando</span>
    </div>
  );
}
