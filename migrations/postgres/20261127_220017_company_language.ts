import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_company_language" AS ENUM('pt-BR', 'en', 'es', 'fr', 'ht');
  ALTER TABLE "company" ADD COLUMN "language" "enum_company_language" DEFAULT 'pt-BR' NOT NULL;
  ALTER TABLE "_company_v" ADD COLUMN "version_language" "enum_company_language" DEFAULT 'pt-BR' NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "company" DROP COLUMN "language";
  ALTER TABLE "_company_v" DROP COLUMN "version_language";
  DROP TYPE "public"."enum_company_language";`)
}
