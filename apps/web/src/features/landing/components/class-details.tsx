import type { LandingEvent } from '@campus/contract/leads';
import { LANDING_TAGS } from '@campus/contract/pages';
import Video from 'lucide-react/icons/video';
import { landingMessages } from '../../../messages/landing.ts';
import { liveEdition, useLandingEvent } from '../api/landing-event.ts';
import { storedCodeRelation } from '../lead-storage.ts';
import { EventWhen } from './event-when.tsx';
import { ActionLink, GuideDownloadLink } from './thanks-layout.tsx';

const t = landingMessages.thanks;
/** Live-class landings whose event this page may show (others fall back to the master class). */
const LIVE_TAGS = /^(obstaculos-tm|bases-telemedicina|controla-diabetes(-\d+)?)$/;

/** The live class a thanks page is about: the stored landing's when it is one, else the master class. */
export function useSignedUpLiveClass(fallbackTag: string = LANDING_TAGS.obstacles): LandingEvent | null {
  const stored = storedCodeRelation();
  const tag = stored && LIVE_TAGS.test(stored) ? stored : fallbackTag;
  const { data } = useLandingEvent(tag);
  return liveEdition(data);
}

/** The date, time in each country and room of a class someone signed up for, and its download if any. */
export function ClassDetails({ fallbackTag }: { fallbackTag?: string }) {
  const event = useSignedUpLiveClass(fallbackTag);
  return (
    <div className="w-full max-w-md rounded-xl bg-slate-50 p-4 text-left text-slate-900 ring-1 ring-slate-200">
      {event ? <p className="mb-2 font-bold">{event.title}</p> : null}
      <EventWhen event={event} tone="light" />
      {event?.urlRoom && !event.is_past && event.date ? (
        <div className="mt-4 flex flex-col items-start gap-2">
          <ActionLink href={event.urlRoom}>
            <Video aria-hidden="true" className="h-5 w-5" />
            {t.room}
          </ActionLink>
          {event.id_room ? <p className="text-sm text-slate-600">{t.roomId(event.id_room)}</p> : null}
          <p className="text-sm text-slate-600">{t.addCalendar}</p>
        </div>
      ) : null}
      {event?.url_download ? (
        <div className="mt-4">
          <GuideDownloadLink href={event.url_download} label={t.downloadGift} />
        </div>
      ) : null}
    </div>
  );
}
