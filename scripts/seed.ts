import { connectToDatabase, disconnectFromDatabase } from "@/lib/db/connect";
import { seedAll } from "@/lib/seed/seed";

async function main(): Promise<void> {
  await connectToDatabase();
  await seedAll();
  await disconnectFromDatabase();
}

main().catch((error: Error) => {
  console.error(`Seeding failed: ${error.message}`);
  process.exit(1);
});
