import { useQuery } from '@campaign/shared/query';
import { PUBLIC_ROUTES, type LegalPageContent, type LegalPageKey } from '@campaign/shared';
import { LegalDocument } from '../features/legal/components/LegalDocument';
import { pageContentQueryOptions } from '../features/page-content/api/get-page-content';
import { Loading } from '../ui/Loading';
import { PageMeta } from '../ui/PageMeta';

/**
 * The privacy policy or the terms: what organisers saved, else the built-in text the page's own
 * chunk brings (`builtIn`), so no other page downloads it. A failed read shows the built-in text.
 */
export function LegalPage({
  pageKey,
  builtIn,
  description,
}: {
  pageKey: LegalPageKey;
  builtIn: LegalPageContent;
  description: string;
}) {
  const query = useQuery(pageContentQueryOptions(pageKey));
  if (query.data === undefined && query.isPending) return <Loading />;
  const page = query.data ?? builtIn;
  return (
    <>
      <PageMeta title={page.title} description={description} path={PUBLIC_ROUTES[pageKey]} />
      <LegalDocument page={page} />
    </>
  );
}
