import { AnnouncementList } from './AnnouncementList.tsx';

/** Mobile Announcement: what the phone app shows when it opens. */
export default function MobileAnnouncementsPage() {
  return <AnnouncementList channel="MOBILE" />;
}
