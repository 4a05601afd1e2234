import { NotFoundView } from '@/components/shell/NotFoundView';

/** A 404 inside `(shell)` (an unknown FAQ, order or account page): the group's layout draws the chrome. */
export default function NotFound() {
  return <NotFoundView />;
}
