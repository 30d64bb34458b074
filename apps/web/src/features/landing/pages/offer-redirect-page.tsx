import { LANDING_TAGS } from '@campus/contract/pages';
import { Navigate } from 'react-router';
import { Spinner } from '../../../components/spinner.tsx';
import { detailUrl, paths } from '../../../config/paths.ts';
import { landingMessages } from '../../../messages/landing.ts';
import { useLandingEvent } from '../api/landing-event.ts';

/**
 * /pro/Telemedicina/oferta: the call to action of /pro/telemedicina leads to buying the course, on
 * its detail page (the server answers a full page load with the same redirect). Never a dead end:
 * without data it goes back to the course's landing.
 */
export default function OfferRedirectPage() {
  const { data, isError } = useLandingEvent(LANDING_TAGS.telemedicine);
  const course = data?.data.course;
  if (course) return <Navigate to={detailUrl(course)} replace />;
  if (isError || data) return <Navigate to={paths.landing.telemedicine} replace />;
  return <Spinner className="pt-28" label={landingMessages.offer.redirecting} />;
}
