import { Menu } from 'lucide-react';
import { useRef, useState } from 'react';
import { lazyPart, useLazyPart } from '../../lib/lazy-part';
import { Button } from '../ui/button';

const drawerPanel = lazyPart(() => import('./mobile-drawer-panel').then((m) => m.MobileDrawerPanel));

/**
 * Below 768 px the header's links move into a right-side drawer (spec §2, §9). The button is always here; the
 * drawer's code (Radix Dialog) is fetched when the button is first touched, hovered or focused, and the drawer
 * opens as soon as it has arrived.
 */
export function MobileDrawer() {
  const [open, setOpen] = useState(false);
  const [Panel, load] = useLazyPart(drawerPanel);
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={triggerRef}
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        onPointerDown={load}
        onPointerEnter={load}
        onFocus={load}
        onClick={() => {
          load();
          setOpen(true);
        }}
      >
        <Menu aria-hidden className="size-5" />
      </Button>
      {Panel && <Panel open={open} onOpenChange={setOpen} triggerRef={triggerRef} />}
    </>
  );
}
