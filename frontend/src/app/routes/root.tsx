import { Outlet } from 'react-router-dom';
import { Toaster } from 'sonner';
import { AuthProvider } from '../../features/auth/hooks/use-auth';

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
      <Toaster richColors closeButton position="top-center" toastOptions={{ duration: 6000 }} />
    </AuthProvider>
  );
}
