/** @jest-environment node */
import { Attorney } from "@/models/Attorney";
import { QuickReply } from "@/models/QuickReply";
import { User } from "@/models/User";
import { connectToDatabase, disconnectFromDatabase } from "@/lib/db/connect";
import { useTestDatabase } from "../helpers/database";

useTestDatabase({ demoContent: true });

it("keeps every record across a restart and does not seed again", async () => {
  await Attorney.updateOne({ name: "Fatmata Kamara" }, { $set: { title: "Head of Chambers" } });
  await QuickReply.deleteOne({ text: "Meet Our Team" });
  const before = { attorneys: await Attorney.find().sort({ _id: 1 }).lean(), users: await User.countDocuments() };

  await disconnectFromDatabase();
  await connectToDatabase();

  expect(await Attorney.find().sort({ _id: 1 }).lean()).toEqual(before.attorneys);
  expect(await User.countDocuments()).toBe(before.users);
  expect(await QuickReply.exists({ text: "Meet Our Team" })).toBeNull();
  expect((await Attorney.findOne({ name: "Fatmata Kamara" }).lean())?.title).toBe("Head of Chambers");
});
