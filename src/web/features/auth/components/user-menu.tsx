import { DropdownMenu } from 'radix-ui';
import { BookOpen, LogOut, Settings, User as UserIcon } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast-store';
import { initialsFor, useAuth } from '../auth-provider';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm outline-none data-[highlighted]:bg-surface-raised';

/** The signed-in user menu of spec §2: avatar, name, e-mail, My Profile, My Courses, Settings, Log out. */
export function UserMenu() {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  if (!user) return null;
  const name = user.name?.trim() || 'User';

  async function onLogOut() {
    if (!(await signOut())) return;
    toast({ title: 'Signed out successfully' });
    navigate('/');
  }

  return (
    // Non-modal: a modal menu hides the page with aria-hidden while its links stay focusable (axe aria-hidden-focus).
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={`Account menu for ${name}`}
        className="flex size-9 items-center justify-center overflow-hidden rounded-full border border-border bg-surface-raised text-sm font-semibold"
      >
        {user.image ? <img src={user.image} alt="" className="size-full object-cover" /> : initialsFor(user)}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-64 rounded-xl border border-border bg-surface p-1 text-foreground shadow-2xl"
        >
          <div className="px-2 py-2">
            <p className="truncate text-sm font-medium">{name}</p>
            <p className="truncate text-xs text-muted">{user.email}</p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/profile">
              <UserIcon aria-hidden className="size-4" /> My Profile
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/dashboard">
              <BookOpen aria-hidden className="size-4" /> My Courses
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/profile">
              <Settings aria-hidden className="size-4" /> Settings
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item className={itemClass} onSelect={() => void onLogOut()}>
            <LogOut aria-hidden className="size-4" /> Log out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
