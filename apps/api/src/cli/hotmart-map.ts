// Operator command: which course a Hotmart product grants. Hotmart's postbacks name the product by
// its numeric id (Hotmart → Produtos → the product's ID); a postback for a product with no course is
// acknowledged and ignored, and Hotmart's "resend" works once the product is mapped.
//
//   npm run hotmart:map -- --product 4774438 --course 12
//
// Reads the database the server uses (stop the server first when it is the embedded PGlite).
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { mapHotmartProduct } from '../modules/hotmart/hotmart.service.ts';

async function main() {
  const { values } = parseArgs({ options: { product: { type: 'string' }, course: { type: 'string' } } });
  const product = values.product?.trim() ?? '';
  const course = Number(values.course);
  if (!/^\d{1,18}$/.test(product) || !Number.isInteger(course) || course < 1) {
    console.error('Uso: npm run hotmart:map -- --product ID_DEL_PRODUCTO_EN_HOTMART --course ID_DEL_CURSO');
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase(config.database);
  await database.migrate();
  try {
    await mapHotmartProduct(database.db, product, course);
    console.log(`El producto ${product} de Hotmart da acceso al curso ${course}.`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  // Drizzle wraps the driver's error (with the query) in its own: the cause says what went wrong.
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
  const text = cause instanceof Error ? cause.message : String(cause);
  console.error(
    /foreign key|violates/i.test(text)
      ? 'No existe un curso con ese id.'
      : `No se pudo asociar el producto: ${text}`,
  );
  process.exit(1);
});
