import { disconnectFromDatabase } from "@/lib/db/connect";
import { seedAll } from "@/lib/seed/seed";
import { openDatabase } from "@/lib/startup";

async function main(): Promise<void> {
  await openDatabase();
  await seedAll();
  await disconnectFromDatabase();
}

main().catch((error: Error) => {
  console.error(`Seeding failed: ${error.message}`);
  process.exit(1);
});
