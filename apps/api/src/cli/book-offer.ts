// Operator command: create or change a book pre-sale offer (/checkout/{price}/{token}). The price
// charged is the one stored here; a link whose price differs is refused. --inactive ends the offer
// (its page then says it does not exist or has ended).
//
//   npm run book:offer -- --token preventa-libro --title "Libro …" --price 20 --course 12 \
//     --terms-file terminos.txt [--description "…"] [--inactive]
//
// Reads the database the server uses (stop the server first when it is the embedded PGlite).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { bookTokenSchema, urlPriceToCents } from '@campus/contract';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { saveBookOffer } from '../modules/book/book.service.ts';

const USAGE =
  'Uso: npm run book:offer -- --token TOKEN --title TÍTULO --price 20 --course ID_DEL_CURSO --terms-file ARCHIVO [--description TEXTO] [--inactive]';

async function main() {
  const { values } = parseArgs({
    options: {
      token: { type: 'string' },
      title: { type: 'string' },
      price: { type: 'string' },
      course: { type: 'string' },
      'terms-file': { type: 'string' },
      description: { type: 'string' },
      inactive: { type: 'boolean' },
    },
  });
  const token = bookTokenSchema.safeParse(values.token ?? '');
  const cents = urlPriceToCents(values.price ?? '');
  const course = Number(values.course);
  const title = values.title?.trim() ?? '';
  if (!token.success || cents === null || cents <= 0 || !Number.isInteger(course) || course < 1 || !title) {
    console.error(USAGE);
    process.exit(2);
  }
  const terms = values['terms-file'] ? readFileSync(values['terms-file'], 'utf8').trim() : '';
  if (!terms) {
    console.error('Los términos de la preventa son obligatorios (--terms-file).');
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase(config.database);
  await database.migrate();
  try {
    const offer = await saveBookOffer(database.db, {
      token: token.data,
      title,
      description: values.description?.trim() ?? '',
      price: (cents / 100).toFixed(2),
      terms,
      courseId: course,
      active: !values.inactive,
    });
    const link = cents % 100 === 0 ? String(cents / 100) : offer.price;
    console.log(
      values.inactive
        ? `Preventa ${offer.token} terminada.`
        : `Preventa lista: ${config.publicUrl}/checkout/${link}/${offer.token} (${offer.price} ${offer.currency}).`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  // Drizzle wraps the driver's error (with the query) in its own: the cause says what went wrong.
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
  const text = cause instanceof Error ? cause.message : String(cause);
  console.error(
    /foreign key|violates/i.test(text) ? 'No existe un curso con ese id.' : `No se pudo guardar: ${text}`,
  );
  process.exit(1);
});
