import { getConfig } from "../config";
import { logger } from "../log";
import { generatePassword, hashPassword } from "../auth/password";
import { DEFAULT_QUICK_REPLIES } from "../collections/quick-reply";
import { processImage } from "../images/process";
import { saveImage } from "../images/store";
import { Attorney } from "@/models/Attorney";
import { QuickReply } from "@/models/QuickReply";
import { Setting } from "@/models/Setting";
import { User } from "@/models/User";
import { seedDefaultKnowledge } from "./chat-knowledge";
import { DEMO_ATTORNEYS } from "./demo-attorneys";
import { portraitPng } from "./portrait";

const FIRST_START_KEY = "firstStartSeededAt";

type Log = (line: string) => void;

const defaultLog: Log = (line) => logger.info(line);

/** Creates the first super admin when there is no user at all. */
export async function ensureFirstAdmin(log: Log = defaultLog): Promise<void> {
  if ((await User.estimatedDocumentCount()) > 0) return;
  const config = getConfig();
  const password = config.adminPassword ?? generatePassword();
  try {
    await User.create({
      username: "admin",
      email: config.adminEmail,
      passwordHash: await hashPassword(password),
      firstName: "Site",
      lastName: "Administrator",
      role: "superadmin",
    });
  } catch (error) {
    // Another instance created it at the same moment.
    if ((error as { code?: number }).code === 11000) return;
    throw error;
  }
  if (config.adminPassword) {
    log(`Created the first super admin ${config.adminEmail} with the password from ADMIN_PASSWORD.`);
  } else {
    log(`Created the first super admin ${config.adminEmail} with the password ${password} (shown once; change it after signing in).`);
  }
}

/** Adds each default quick reply that is not there yet. */
async function seedQuickReplies(): Promise<number> {
  let added = 0;
  for (const [order, reply] of DEFAULT_QUICK_REPLIES.entries()) {
    const result = await QuickReply.updateOne(
      { text: reply.text },
      { $setOnInsert: { text: reply.text, description: reply.description, icon: reply.icon, order, isActive: true } },
      { upsert: true },
    );
    added += result.upsertedCount;
  }
  return added;
}

/** Adds each demo attorney that is not there yet (matched by name), with a generated portrait. */
async function seedDemoAttorneys(): Promise<number> {
  let added = 0;
  for (const { initials, hue, ...attorney } of DEMO_ATTORNEYS) {
    if (await Attorney.exists({ name: attorney.name })) continue;
    const image = await saveImage(await processImage(await portraitPng(initials, hue)));
    await Attorney.create({ ...attorney, image });
    added += 1;
  }
  return added;
}

/** Idempotent seed for any database: the first admin, the quick replies and the demo team. */
export async function seedAll(log: Log = defaultLog): Promise<void> {
  await ensureFirstAdmin(log);
  const replies = await seedQuickReplies();
  const attorneys = await seedDemoAttorneys();
  log(`Seeded ${attorneys} attorneys and ${replies} quick replies.`);
}

/**
 * Runs at every start. A brand-new database gets its content once; later starts never
 * re-create what staff deleted.
 */
export async function bootstrapDatabase(log: Log = defaultLog): Promise<void> {
  await ensureFirstAdmin(log);
  // Its own marker, so databases started before the chat knowledge existed get it too.
  await seedDefaultKnowledge();
  if (await Setting.exists({ key: FIRST_START_KEY })) return;
  await seedQuickReplies();
  if (getConfig().demoContent && (await Attorney.estimatedDocumentCount()) === 0) {
    const added = await seedDemoAttorneys();
    log(`First start: added ${added} demo attorneys.`);
  }
  await Setting.updateOne({ key: FIRST_START_KEY }, { $setOnInsert: { value: new Date() } }, { upsert: true });
}
