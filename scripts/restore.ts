import mongoose from "mongoose";
import { connectToDatabase, disconnectFromDatabase } from "@/lib/db/connect";
import { restoreBackup } from "@/lib/backup/archive";

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) throw new Error("Usage: npm run restore -- <file>");
  await connectToDatabase();
  const summary = await restoreBackup(mongoose.connection.db!, file);
  const documents = Object.values(summary.collections).reduce((a, b) => a + b, 0);
  console.log(`Restored ${file}: ${documents} documents in ${Object.keys(summary.collections).length} collections and ${summary.images} images.`);
  await disconnectFromDatabase();
}

main().catch(async (error: Error) => {
  console.error(`Restore failed: ${error.message}`);
  await disconnectFromDatabase().catch(() => undefined);
  process.exit(1);
});
