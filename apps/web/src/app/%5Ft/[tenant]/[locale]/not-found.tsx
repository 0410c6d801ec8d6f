import { NotFoundView } from '@/features/errors/not-found-view';

// Rendered inside the tenant layout, whose providers give it the locale and messages: it calls no
// next-intl server function, which without an explicit locale would make every page dynamic.
export default function TenantNotFound() {
  return <NotFoundView />;
}
