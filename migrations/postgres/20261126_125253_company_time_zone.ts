import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_company_time_zone" AS ENUM('America/Noronha', 'America/Sao_Paulo', 'America/Bahia', 'America/Fortaleza', 'America/Recife', 'America/Belem', 'America/Cuiaba', 'America/Campo_Grande', 'America/Manaus', 'America/Porto_Velho', 'America/Boa_Vista', 'America/Rio_Branco', 'America/Argentina/Buenos_Aires', 'America/Montevideo', 'America/Asuncion', 'America/Santiago', 'America/La_Paz', 'America/Lima', 'America/Bogota', 'America/Caracas', 'America/Mexico_City', 'America/Port-au-Prince', 'America/Toronto', 'America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'Atlantic/Azores', 'Europe/Lisbon', 'Europe/London', 'Europe/Madrid', 'Europe/Paris', 'Europe/Berlin', 'Africa/Luanda', 'Africa/Maputo', 'UTC');
  ALTER TABLE "company" ADD COLUMN "time_zone" "enum_company_time_zone" DEFAULT 'America/Sao_Paulo' NOT NULL;
  ALTER TABLE "_company_v" ADD COLUMN "version_time_zone" "enum_company_time_zone" DEFAULT 'America/Sao_Paulo' NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "company" DROP COLUMN "time_zone";
  ALTER TABLE "_company_v" DROP COLUMN "version_time_zone";
  DROP TYPE "public"."enum_company_time_zone";`)
}
