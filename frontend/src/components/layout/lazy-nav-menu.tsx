import { ChevronDown, Menu } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { TRIGGER } from './menu-trigger';
import type { NavMenuProps } from './nav-menu';

const loadMenu = () => import('./nav-menu');
const RadixNavMenu = lazy(() => loadMenu().then((m) => ({ default: m.NavMenu })));

type Which = 'desktop' | 'mobile';

/**
 * The navigation menu, code-split: the page first shows look-alike triggers; the Radix dropdown and drawer
 * load on intent (hover or focus) and open on the click that asked for them. Keeps Radix off the landing
 * page's initial JavaScript.
 */
export function LazyNavMenu(props: Omit<NavMenuProps, 'initialOpen'>) {
  const [opened, setOpened] = useState<Which>();
  const placeholder = <Placeholder label={props.label} onOpen={setOpened} />;
  if (!opened) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <RadixNavMenu {...props} initialOpen={opened} />
    </Suspense>
  );
}

function Placeholder({ label, onOpen }: { label: string | undefined; onOpen: (which: Which) => void }) {
  const intent = () => void loadMenu();
  return (
    <nav aria-label="Menu principal">
      <div className="hidden md:block">
        <button
          type="button"
          className={TRIGGER}
          aria-haspopup="menu"
          aria-expanded="false"
          data-testid="menu-desktop"
          onPointerEnter={intent}
          onFocus={intent}
          onClick={() => onOpen('desktop')}
        >
          <Menu className="size-4" aria-hidden />
          <span className="max-w-48 truncate">{label ?? 'Menu'}</span>
          <ChevronDown className="size-4" aria-hidden />
        </button>
      </div>
      <div className="md:hidden">
        <button
          type="button"
          className={TRIGGER}
          aria-haspopup="dialog"
          aria-expanded="false"
          aria-label="Abrir menu"
          data-testid="menu-mobile"
          onPointerEnter={intent}
          onFocus={intent}
          onClick={() => onOpen('mobile')}
        >
          <Menu className="size-5" aria-hidden />
        </button>
      </div>
    </nav>
  );
}
