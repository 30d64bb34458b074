// What a course's access granted goes with it (architecture: "a revoked course revokes what it
// granted"): its certificate and the student's places in its sessions still to come. Called, in the
// same transaction, by every path that takes a course away: a refund or chargeback (orders
// revokeInTransaction, for operator, PayPhone and Hotmart refunds alike) and the operator removing
// the student from the course.
import type { CertificateRevocationReason } from '@campus/contract';
import type { Executor } from '../../db/client.ts';
import { revokeForCourse } from '../certificates/certificates.service.ts';
import { releaseFutureBookings } from '../mentoring/mentoring.service.ts';

export type RevokedGrants = {
  /** The certificate revoked now (null: none issued, or revoked before). */
  certificate: string | null;
  /** The sessions whose place was given back. */
  releasedSlots: number[];
};

/** Revokes the student's certificate of the course and frees their future bookings. Idempotent. */
export async function revokeCourseGrants(
  tx: Executor,
  userId: number,
  courseId: number,
  reason: CertificateRevocationReason,
): Promise<RevokedGrants> {
  const now = new Date();
  const certificate = await revokeForCourse(tx, userId, courseId, reason, now);
  const releasedSlots = await releaseFutureBookings(tx, userId, courseId, now);
  return { certificate, releasedSlots };
}
