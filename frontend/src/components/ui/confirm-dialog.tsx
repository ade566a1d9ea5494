import {
  type ButtonHTMLAttributes,
  cloneElement,
  lazy,
  type ReactElement,
  Suspense,
  useRef,
  useState,
} from 'react';
import type { ConfirmDialogProps } from './confirm-dialog-content';

const loadContent = () => import('./confirm-dialog-content');
const ConfirmDialogContent = lazy(() => loadContent().then((m) => ({ default: m.ConfirmDialogContent })));

/**
 * Asks before something that cannot be undone. With `typeToConfirm`, the confirm button stays disabled until
 * the user types that word (deleting an account). The dialog (Radix) is code-split: it loads when the trigger
 * is hovered or focused, and opens on the click.
 */
export function ConfirmDialog({
  trigger,
  ...props
}: ConfirmDialogProps & { trigger: ReactElement<ButtonHTMLAttributes<HTMLButtonElement>> }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const opener = useRef<HTMLElement>(undefined);
  const preload = () => void loadContent().catch(() => undefined);
  return (
    <>
      {cloneElement(trigger, {
        'aria-haspopup': 'dialog',
        'aria-expanded': open,
        onPointerEnter: (event) => {
          trigger.props.onPointerEnter?.(event);
          preload();
        },
        onFocus: (event) => {
          trigger.props.onFocus?.(event);
          preload();
        },
        onClick: (event) => {
          trigger.props.onClick?.(event);
          opener.current = event.currentTarget;
          setWanted(true);
          setOpen(true);
        },
      })}
      {wanted && (
        <Suspense fallback={null}>
          <ConfirmDialogContent {...props} open={open} setOpen={setOpen} opener={opener.current} />
        </Suspense>
      )}
    </>
  );
}
