import { AnnouncementList } from './AnnouncementList.tsx';

/** Announcements: the customer app's news list. */
export default function AnnouncementsPage() {
  return <AnnouncementList channel="WEB" />;
}
