import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { certificateStatusQueryOptions } from '../../features/certificates/api/get-certificate-status.ts';
import { useCourseDetail } from '../../features/player/api/get-course-detail.ts';

/**
 * On a lesson of an enrolled course, asks for the certificate's status with the lesson rather than
 * when the panels' code arrives: the notes panel draws at once, while the certificate panel (above
 * it) drew only once its own request had answered, and pushed the notes down under the reader
 * (a layout shift on a phone, where the panels are in view below a locked lesson). Not for a
 * visitor who is not enrolled: the status is the student's own, and would be refused.
 */
export function useEarlyCertificateStatus(courseId: number, onLesson: boolean): void {
  const queryClient = useQueryClient();
  const { data: course } = useCourseDetail(courseId);
  const enrolled = onLesson && course?.enrolled === true;
  useEffect(() => {
    if (enrolled) void queryClient.prefetchQuery(certificateStatusQueryOptions(courseId));
  }, [enrolled, courseId, queryClient]);
}
