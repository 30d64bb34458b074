// The demo student's question, classmate's answer and pinned note land in a course they can open.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedPgliteImage } from '../../../test/databases.ts';
import { loadConfig } from '../../config.ts';
import { bootstrap } from '../bootstrap.ts';
import { type DatabaseHandle, openDatabase } from '../client.ts';
import { answers, enrolments, notes, people, questions, resources, users } from '../schema.ts';
import { DEMO_ANSWER, DEMO_CLASSMATE, DEMO_NOTE_SECONDS, DEMO_QUESTION } from './community.ts';
import { DEMO_STUDENT, seedDemoIfEmpty } from './index.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ kind: 'pglite', dataDir: null, image: migratedPgliteImage() });
  await handle.migrate();
  await bootstrap(handle.db, loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'memory://' }));
  await seedDemoIfEmpty(handle.db);
});
afterAll(async () => handle?.close());

describe('community demo seed', () => {
  it('gives the demo student a question answered by a named classmate, and a note pinned inside a local video', async () => {
    const db = handle.db;
    const [student] = await db.select().from(users).where(eq(users.email, DEMO_STUDENT.email));
    const [question] = await db.select().from(questions).where(eq(questions.userId, student!.id));
    expect(question!.body).toBe(DEMO_QUESTION);
    const enrolled = await db
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.userId, student!.id), eq(enrolments.courseId, question!.courseId)));
    expect(enrolled).toHaveLength(1);

    const [answer] = await db.select().from(answers).where(eq(answers.questionId, question!.id));
    expect(answer!.body).toBe(DEMO_ANSWER);
    expect(answer!.userId).not.toBe(student!.id);
    const [person] = await db.select().from(people).where(eq(people.userId, answer!.userId));
    expect(person!.firstName).toBe(DEMO_CLASSMATE.firstName);

    const [note] = await db.select().from(notes).where(eq(notes.userId, student!.id));
    expect(note!.courseId).toBe(question!.courseId);
    expect(note!.positionSeconds).toBe(DEMO_NOTE_SECONDS);
    const [video] = await db.select().from(resources).where(eq(resources.id, note!.resourceId!));
    expect(video!.type).toBe(2);
    expect(note!.positionSeconds!).toBeLessThan(video!.durationSeconds!);
  });
});
