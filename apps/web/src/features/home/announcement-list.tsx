import './home.css';

export type AnnouncementView = { id: number; title: string; content: string; date: string; dateTime: string };

/** The announcements, newest first as the platform sends them: in the modal and in its served preview alike. */
export function AnnouncementList({ items }: { items: AnnouncementView[] }) {
  return (
    <ul data-slot="announcement-list">
      {items.map((item) => (
        <li key={item.id} data-slot="announcement">
          <h3 data-slot="announcement-title">{item.title}</h3>
          <time dateTime={item.dateTime} data-slot="announcement-date">
            {item.date}
          </time>
          <p data-slot="announcement-content">{item.content}</p>
        </li>
      ))}
    </ul>
  );
}
