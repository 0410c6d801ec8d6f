import { NotFoundPart } from '@/features/errors/not-found-part';

// Rendered inside the tenant layout, whose providers give it the locale and messages: it calls no
// next-intl server function, which without an explicit locale would make every page dynamic.
export default function TenantNotFound() {
  return <NotFoundPart />;
}
