import mongoose from "mongoose";
import { connectToDatabase, disconnectFromDatabase } from "@/lib/db/connect";
import { writeBackup } from "@/lib/backup/archive";

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) throw new Error("Usage: npm run backup -- <file>");
  await connectToDatabase();
  const summary = await writeBackup(mongoose.connection.db!, file);
  const documents = Object.values(summary.collections).reduce((a, b) => a + b, 0);
  console.log(`Wrote ${file}: ${documents} documents in ${Object.keys(summary.collections).length} collections and ${summary.images} images.`);
  await disconnectFromDatabase();
}

main().catch((error: Error) => {
  console.error(`Backup failed: ${error.message}`);
  process.exit(1);
});
