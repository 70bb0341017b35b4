import { createContext, useContext, useId, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { cn } from '../../lib/utils';

/**
 * Tabs after the WAI-ARIA tabs pattern with automatic activation, written here rather than taken from Radix (whose
 * roving focus, collection and presence code cost the dashboard about 9.5 KB gzipped), and behaving as Radix Tabs
 * did: only the active tab is in the Tab order; Left/Right (looping), Home/End and PageUp/PageDown move focus to
 * another tab, and a tab that receives focus is activated; Enter and Space activate; a press activates on mousedown
 * (left button, no Ctrl), which the boot script replays for presses made before the app had loaded. Only the active
 * panel is rendered, unless a panel is `forceMount`ed (it then stays, with `data-state="inactive"`). Ids come from
 * `useId`, so the server's HTML and the first client render agree.
 */
interface TabsContextValue {
  baseId: string;
  value: string | undefined;
  activate: (value: string) => void;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(part: string): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error(`${part} must be inside TabsRoot`);
  return context;
}

const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const contentId = (baseId: string, value: string) => `${baseId}-content-${value}`;

type TabsRootProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'dir'> & {
  /** The active tab, when the caller holds it (then pass `onValueChange`). */
  value?: string;
  /** The tab active at first, when the tabs hold their own state. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

export function TabsRoot({ value: controlled, defaultValue, onValueChange, ...props }: TabsRootProps) {
  const baseId = useId();
  const [own, setOwn] = useState(defaultValue);
  const value = controlled ?? own;
  const activate = (next: string) => {
    if (next === value) return;
    if (controlled === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext value={{ baseId, value, activate }}>
      <div data-orientation="horizontal" {...props} />
    </TabsContext>
  );
}

/**
 * How the row behaves on a narrow screen. `inline`: as wide as its tabs, wrapping where it must. `fill`: on a phone
 * the row takes the full width and wraps into rows whose tabs stretch to fill them, so no tab is cut, hidden off to
 * the side or left dangling half-wrapped; from sm up it is inline again.
 */
const LAYOUTS = {
  inline: 'ui-tabs-list-inline',
  fill: 'ui-tabs-list-fill',
} as const;

/** Where each key moves focus, from the tabs that can take it and the index of the focused one. */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowRight: (index, count) => (index + 1) % count,
  Home: () => 0,
  PageUp: () => 0,
  End: (_, count) => count - 1,
  PageDown: (_, count) => count - 1,
};

function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const move = MOVES[event.key];
  const list = event.currentTarget;
  const tab = event.target instanceof HTMLElement ? event.target : null;
  if (!move || tab?.getAttribute('role') !== 'tab' || tab.closest('[role="tablist"]') !== list) return;
  if (event.metaKey || event.ctrlKey || event.altKey || event.shiftKey) return;
  event.preventDefault();
  const tabs = [...list.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')].filter(
    (candidate) => candidate.closest('[role="tablist"]') === list,
  );
  // Focus activates the tab (see TabsTrigger).
  tabs[move(tabs.indexOf(tab as HTMLButtonElement), tabs.length)]?.focus();
}

/** The row of tab buttons; arrow keys, Home and End move between them. */
export function TabsList({
  className,
  layout = 'inline',
  onKeyDown,
  ...props
}: ComponentProps<'div'> & { layout?: keyof typeof LAYOUTS }) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-orientation="horizontal"
      className={cn('ui-tabs-list', LAYOUTS[layout], className)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveFocus(event);
      }}
      {...props}
    />
  );
}

export function TabsTrigger({
  value,
  className,
  disabled = false,
  onMouseDown,
  onKeyDown,
  onFocus,
  onClick,
  ...props
}: Omit<ComponentProps<'button'>, 'value'> & { value: string }) {
  const tabs = useTabs('TabsTrigger');
  const active = tabs.value === value;
  const activate = () => {
    if (!disabled) tabs.activate(value);
  };
  return (
    <button
      type="button"
      role="tab"
      id={triggerId(tabs.baseId, value)}
      aria-selected={active}
      aria-controls={contentId(tabs.baseId, value)}
      data-state={active ? 'active' : 'inactive'}
      data-disabled={disabled ? '' : undefined}
      data-orientation="horizontal"
      disabled={disabled}
      tabIndex={active ? 0 : -1}
      className={cn('ui-tabs-trigger', className)}
      onMouseDown={(event) => {
        onMouseDown?.(event);
        if (event.defaultPrevented) return;
        // As Radix: the left button activates at once; another button or Ctrl (a context menu on a Mac) neither
        // activates nor focuses.
        if (event.button === 0 && !event.ctrlKey) activate();
        else event.preventDefault();
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented && (event.key === 'Enter' || event.key === ' ')) activate();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (!event.defaultPrevented) activate();
      }}
      onClick={(event) => {
        onClick?.(event);
        // A click with no mousedown before it: a screen reader's or a keyboard's.
        if (!event.defaultPrevented && !event.ctrlKey) activate();
      }}
      {...props}
    />
  );
}

export function TabsContent({
  value,
  forceMount = false,
  className,
  children,
  ...props
}: Omit<ComponentProps<'div'>, 'value'> & { value: string; forceMount?: boolean }) {
  const tabs = useTabs('TabsContent');
  const active = tabs.value === value;
  if (!active && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={contentId(tabs.baseId, value)}
      aria-labelledby={triggerId(tabs.baseId, value)}
      tabIndex={0}
      data-state={active ? 'active' : 'inactive'}
      data-orientation="horizontal"
      className={cn('ui-tabs-content', className)}
      {...props}
    >
      {children}
    </div>
  );
}
