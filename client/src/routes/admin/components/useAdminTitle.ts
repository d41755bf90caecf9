import { useEffect } from 'react';
import { useSite } from '../../../app/site';

/** The browser tab's title: "{title} - Admin - {podcast}". */
export function useAdminTitle(title: string) {
  const { podcastName } = useSite();
  useEffect(() => {
    document.title = `${title} - Admin - ${podcastName}`;
  }, [title, podcastName]);
}
