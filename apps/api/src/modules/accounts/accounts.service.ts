import {
  type MyCourse,
  ORDER_STATUSES,
  type Order,
  type OrderStatus,
  type Paginated,
  type PersonalData,
  PROFILE_MESSAGES,
  PROJECT_ID,
  paginate,
  splitTax,
  TAX_RATE,
  toMoneyString,
  type User,
} from '@campus/contract';
import type { Database } from '../../db/client.ts';
import { type FileStorage, UPLOADS_PREFIX } from '../../integrations/storage/storage.ts';
import { Forbidden } from '../../lib/errors.ts';
import { recordAudit } from '../admin/audit.service.ts';
import { getUserView, presentUser } from '../auth/auth.service.ts';
import { progressByCourse } from '../learning/learning.service.ts';
import {
  countMyCourses,
  countUserOrders,
  listMyCourses,
  listUserOrders,
  type PersonUpdate,
  replacePersonImage,
  upsertPerson,
} from './accounts.repository.ts';
import { AVATAR_FOLDER, processAvatar } from './avatar.ts';

/** Ids and e-mails a body may name: accepted only when they are the caller's own. */
export type NamedIdentity = { id?: number; user_id?: number; email?: string };

/**
 * Every profile call acts on the token's user. A body naming anyone else (another id, user_id
 * or e-mail, existing or not) is refused with 403 and learns nothing about that account.
 */
export async function assertSelf(db: Database, userId: number, named: NamedIdentity): Promise<User> {
  const user = presentUser(await getUserView(db, userId));
  const others =
    (named.id !== undefined && named.id !== userId) ||
    (named.user_id !== undefined && named.user_id !== userId) ||
    (named.email !== undefined && named.email !== user.email);
  if (others) throw new Forbidden(PROFILE_MESSAGES.notYourAccount);
  return user;
}

export async function getCurrentUser(db: Database, userId: number): Promise<User & { role: number }> {
  const row = await getUserView(db, userId);
  return { ...presentUser(row), role: row.role };
}

function toPersonUpdate(input: PersonalData): PersonUpdate {
  const update: PersonUpdate = { firstName: input.name.trim(), surnames: input.last_name.trim() };
  if (input.document !== undefined) update.document = input.document.trim();
  if (input.phone !== undefined) update.phone = input.phone.trim();
  if (input.movil !== undefined) update.mobile = input.movil.trim();
  if (input.birthday !== undefined) update.birthday = input.birthday ? input.birthday : null;
  if (input.sex !== undefined) update.sex = input.sex;
  return update;
}

/**
 * Saves the personal data of the token's user (spec §7 UpdateDataPerson, PUT v2/user). The names
 * arrive cleaned by the contract (`cleanPersonName`). A change of names is logged in the audit log,
 * with the names before and after, in the same transaction: certificates print the profile's name,
 * so who changed it, from what and when stays on record.
 */
export async function updatePersonalData(
  db: Database,
  userId: number,
  input: PersonalData & NamedIdentity,
): Promise<User> {
  const user = await assertSelf(db, userId, input);
  const update = toPersonUpdate(input);
  const before = { first_name: user.person.people_first_name, surnames: user.person.people_surnames };
  const after = { first_name: update.firstName, surnames: update.surnames };
  await db.transaction(async (tx) => {
    await upsertPerson(tx, userId, update);
    if (before.first_name !== after.first_name || before.surnames !== after.surnames) {
      await recordAudit(
        tx,
        { userId, email: user.email },
        { action: 'update_name', entity: 'people', entityId: userId, before, after },
      );
    }
  });
  return presentUser(await getUserView(db, userId));
}

/**
 * Re-encodes and stores a new profile photo (through the storage adapter), then forgets the old one.
 * The row keeps the key under /uploads/ (`avatars/….webp`); a failed save removes the new file.
 */
export async function updateProfileImage(
  db: Database,
  storage: FileStorage,
  userId: number,
  upload: Buffer,
): Promise<string> {
  await getUserView(db, userId);
  const picture = await processAvatar(upload);
  const url = await storage.putBuffer(AVATAR_FOLDER, 'webp', picture);
  let previous: string | null;
  try {
    previous = await replacePersonImage(db, userId, url.slice(UPLOADS_PREFIX.length));
  } catch (err) {
    await storage.remove(url);
    throw err;
  }
  if (previous) await storage.remove(`${UPLOADS_PREFIX}${previous}`);
  return url;
}

// ── Orders ──────────────────────────────────────────────────────────────────────────────────
type OrderRow = Awaited<ReturnType<typeof listUserOrders>>[number];

function presentOrder(row: OrderRow): Order {
  const status: OrderStatus = (ORDER_STATUSES as readonly string[]).includes(row.status)
    ? (row.status as OrderStatus)
    : 'pending';
  return {
    id: row.id,
    courses: { name: row.items.map((i) => i.name).join(', ') },
    total: toMoneyString(row.total),
    status,
    created_at: row.createdAt.toISOString(),
    items: row.items.map((i) => ({ course_id: i.courseId, name: i.name, price: toMoneyString(i.price) })),
    ...orderTaxAndPayment(row),
  };
}

/** The VAT split stored with the order (older rows: computed at spec §9's rate) and its payment ids. */
function orderTaxAndPayment(row: OrderRow) {
  const rate = row.vatRate === null ? TAX_RATE : Number(row.vatRate);
  const split = splitTax(row.total, rate);
  return {
    base: row.base === null ? split.base : toMoneyString(row.base),
    vat: row.vat === null ? split.vat : toMoneyString(row.vat),
    vat_rate: rate,
    currency: row.currency,
    provider: row.provider,
    transactional_id: row.transactionalId,
    authorization_code: row.authorizationCode,
    paid_at: row.paidAt?.toISOString() ?? null,
  };
}

export async function allUserOrders(db: Database, userId: number): Promise<Order[]> {
  return (await listUserOrders(db, userId, PROJECT_ID)).map(presentOrder);
}

export async function userOrdersPage(
  db: Database,
  userId: number,
  page: number,
  perPage: number,
): Promise<Paginated<Order>> {
  const [total, rows] = await Promise.all([
    countUserOrders(db, userId, PROJECT_ID),
    listUserOrders(db, userId, PROJECT_ID, { limit: perPage, offset: (page - 1) * perPage }),
  ]);
  return paginate(rows.map(presentOrder), total, page, perPage);
}

// ── My courses ──────────────────────────────────────────────────────────────────────────────
type MyCourseRow = Awaited<ReturnType<typeof listMyCourses>>[number];

/**
 * An enrolled course with its progress: completed resources over all of them, decided by the
 * learning module (a video at 90 % of its distinct seconds, a link or file on opening), capped at 100.
 */
async function presentMyCourses(db: Database, userId: number, rows: MyCourseRow[]): Promise<MyCourse[]> {
  const ids = rows.map((r) => r.id);
  const progress = await progressByCourse(db, userId, ids);
  return rows.map((row) => ({
    id: row.id,
    courses: { name: row.name, description: row.description, data: { imageUrl: row.image } },
    progress: progress.get(row.id) ?? 0,
    date_in: row.enrolledAt.toISOString(),
  }));
}

export async function allMyCourses(db: Database, userId: number): Promise<MyCourse[]> {
  return presentMyCourses(db, userId, await listMyCourses(db, userId, PROJECT_ID));
}

export async function myCoursesPage(
  db: Database,
  userId: number,
  query: { page: number; paginate: number; proyect: number; search?: string },
): Promise<Paginated<MyCourse>> {
  const search = query.search || undefined;
  const [total, rows] = await Promise.all([
    countMyCourses(db, userId, query.proyect, search),
    listMyCourses(db, userId, query.proyect, {
      search,
      limit: query.paginate,
      offset: (query.page - 1) * query.paginate,
    }),
  ]);
  return paginate(await presentMyCourses(db, userId, rows), total, query.page, query.paginate);
}
