import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_articles_publishedat_tz" AS ENUM('America/Noronha', 'America/Sao_Paulo', 'America/Bahia', 'America/Fortaleza', 'America/Recife', 'America/Belem', 'America/Cuiaba', 'America/Campo_Grande', 'America/Manaus', 'America/Porto_Velho', 'America/Boa_Vista', 'America/Rio_Branco', 'America/Argentina/Buenos_Aires', 'America/Montevideo', 'America/Asuncion', 'America/Santiago', 'America/La_Paz', 'America/Lima', 'America/Bogota', 'America/Caracas', 'America/Mexico_City', 'America/Port-au-Prince', 'America/Toronto', 'America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'Atlantic/Azores', 'Europe/Lisbon', 'Europe/London', 'Europe/Madrid', 'Europe/Paris', 'Europe/Berlin', 'Africa/Luanda', 'Africa/Maputo', 'UTC');
  CREATE TYPE "public"."enum__articles_v_version_publishedat_tz" AS ENUM('America/Noronha', 'America/Sao_Paulo', 'America/Bahia', 'America/Fortaleza', 'America/Recife', 'America/Belem', 'America/Cuiaba', 'America/Campo_Grande', 'America/Manaus', 'America/Porto_Velho', 'America/Boa_Vista', 'America/Rio_Branco', 'America/Argentina/Buenos_Aires', 'America/Montevideo', 'America/Asuncion', 'America/Santiago', 'America/La_Paz', 'America/Lima', 'America/Bogota', 'America/Caracas', 'America/Mexico_City', 'America/Port-au-Prince', 'America/Toronto', 'America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'Atlantic/Azores', 'Europe/Lisbon', 'Europe/London', 'Europe/Madrid', 'Europe/Paris', 'Europe/Berlin', 'Africa/Luanda', 'Africa/Maputo', 'UTC');
  ALTER TABLE "articles" ADD COLUMN "publishedat_tz" "enum_articles_publishedat_tz";
  ALTER TABLE "_articles_v" ADD COLUMN "version_publishedat_tz" "enum__articles_v_version_publishedat_tz";`)
  // Dates set before the setting existed were on Sao Paulo's clock (the back-office's, then).
  await db.execute(sql`UPDATE "articles" SET "publishedat_tz" = 'America/Sao_Paulo' WHERE "published_at" IS NOT NULL`)
  await db.execute(sql`UPDATE "_articles_v" SET "version_publishedat_tz" = 'America/Sao_Paulo' WHERE "version_published_at" IS NOT NULL`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "articles" DROP COLUMN "publishedat_tz";
  ALTER TABLE "_articles_v" DROP COLUMN "version_publishedat_tz";
  DROP TYPE "public"."enum_articles_publishedat_tz";
  DROP TYPE "public"."enum__articles_v_version_publishedat_tz";`)
}
