/** @jest-environment node */
import { FIXED_SUGGESTIONS, respondToMessage } from "@/lib/chat/engine";
import { DEFAULT_FIRM_CONTACT, PRACTICE_AREAS } from "@/lib/firm";
import { updateFirmContact } from "@/lib/services/firm";
import { TEXTS } from "@/lib/texts";
import { ChatConversation } from "@/models/ChatConversation";
import { useTestDatabase } from "../../helpers/database";

useTestDatabase({ demoContent: true });

const NOW = new Date("2030-03-06T10:00:00Z");

/** The message beside the intent it got, so a failure names the message. */
const intentOf = async (message: string) => ({ message, intent: (await respondToMessage({ message }, NOW)).intent });

afterEach(async () => {
  await ChatConversation.deleteMany({});
  await updateFirmContact(DEFAULT_FIRM_CONTACT);
});

describe("a booking in progress", () => {
  it("answers a question typed at a step, asks the step's question again and stays at that step", async () => {
    const start = await respondToMessage({ message: "Schedule Consultation" }, NOW);
    const conversationId = start.conversationId;

    const aside = await respondToMessage({ message: "Do you have a criminal lawyer?", conversationId }, NOW);
    expect(aside.intent).toBe("area:criminal");
    expect(aside.response).toContain("Ibrahim Jalloh");
    expect(aside.response).toContain("What is your full name?");
    expect(aside.conversationId).toBe(conversationId);

    const name = await respondToMessage({ message: "Aminata Sesay", conversationId }, NOW);
    expect(name.intent).toBe("booking:contact");
    const hours = await respondToMessage({ message: "what time do you close?", conversationId }, NOW);
    expect(hours.intent).toBe("hours");
    expect(hours.response).toContain("phone number or email address");
    expect((await respondToMessage({ message: "+232 77 555 123", conversationId }, NOW)).intent).toBe("booking:area");
  });

  it("still gives the urgent answer, and keeps a plain answer to the step as the answer", async () => {
    const { conversationId } = await respondToMessage({ message: "book" }, NOW);
    await respondToMessage({ message: "Aminata Sesay", conversationId }, NOW);
    await respondToMessage({ message: "aminata@example.com", conversationId }, NOW);
    const urgent = await respondToMessage({ message: "police don hold mi broda na station", conversationId }, NOW);
    expect(urgent.intent).toBe("urgent");
    expect(urgent.response).toContain(DEFAULT_FIRM_CONTACT.phone);
    expect((await respondToMessage({ message: "land dispute", conversationId }, NOW)).intent).toBe("booking:attorney");
  });
});

describe("safety and urgency", () => {
  it.each(["dem don hold me broda na police station", "police dey na di door", "my hsband was arrstd", "they locked my son up at Congo Cross"])(
    "gives %s the urgent answer with the phone number",
    async (message) => {
      const reply = await respondToMessage({ message }, NOW);
      expect(reply.intent).toBe("urgent");
      expect(reply.response).toContain(DEFAULT_FIRM_CONTACT.phone);
    },
  );

  it("gives someone in danger the emergency contacts staff set and the firm's phone, and no booking offer", async () => {
    const before = await respondToMessage({ message: "my husband beat me and says he will kill me" }, NOW);
    expect(before.intent).toBe("safety");
    expect(before.response).not.toContain("Emergency contacts");
    await updateFirmContact({ ...DEFAULT_FIRM_CONTACT, emergencyContacts: [{ name: "Family Support Unit", phone: "+232 76 000 111" }] });
    const reply = await respondToMessage({ message: "mi man de beat me" }, NOW);
    expect(reply.intent).toBe("safety");
    expect(reply.response).toContain("Family Support Unit: +232 76 000 111");
    expect(reply.response).toContain(DEFAULT_FIRM_CONTACT.phone);
    expect(reply.response.indexOf("Family Support Unit")).toBeLessThan(reply.response.indexOf(DEFAULT_FIRM_CONTACT.phone));
    expect(reply.response).not.toMatch(/book/i);
    expect(reply.showOptions).toBe(false);
  });
});

describe("knowing what it does not know", () => {
  it("steers an off-topic request back kindly, even one sharing words with a practice area", async () => {
    for (const message of ["what's the weather like at the port today", "write a poem about my divorce", "price of a bag of cement"]) {
      const reply = await respondToMessage({ message }, NOW);
      expect(reply.intent).toBe("off-topic");
      expect(reply.response).toContain("I can only help with");
    }
  });

  it("offers the closest topics as quick replies when not sure, and each leads to its topic", async () => {
    const reply = await respondToMessage({ message: "fees and parking" }, NOW);
    expect(reply.intent).toBe("unknown");
    expect(reply.response).toContain(DEFAULT_FIRM_CONTACT.phone);
    const offered = reply.quickReplies?.map((quickReply) => quickReply.text) ?? [];
    expect(offered.length).toBeGreaterThanOrEqual(1);
    expect(offered.length).toBeLessThanOrEqual(2);
    for (const text of offered) expect((await respondToMessage({ message: text }, NOW)).intent).toMatch(/^knowledge:/);
  });

  it("answers a story the matcher alone is not sure of when the classifier reads it the same way, and says so", async () => {
    const reply = await respondToMessage({ message: "my aunty sold the family plot without telling anyone" }, NOW);
    expect(reply.intent).toBe("area:land");
    expect(reply.reason).toMatch(/^classifier: area:land \(.*plot.*\)/);
    expect(reply.confidence.probability).toBeGreaterThanOrEqual(0.3);
  });

  it("keeps a lawyer asked for by name, whom only the matcher knows, whatever the classifier reads in the rest", async () => {
    const reply = await respondToMessage({ message: "Hawa Turay, what are your fees and where do I park" }, NOW);
    expect(reply.intent).toBe("attorney:Hawa Turay");
  });

  it("takes small talk for what a message is about only when it is most of the message", async () => {
    expect((await respondToMessage({ message: "she will not let me see my daughter" }, NOW)).intent).not.toBe("goodbye");
    expect((await respondToMessage({ message: "i will see you later" }, NOW)).intent).toBe("goodbye");
  });

  it("takes thanks with a word of parting as a goodbye, and thanks with a kind word as thanks", async () => {
    for (const message of ["thanks bye", "ok thank you, bye"]) expect((await respondToMessage({ message }, NOW)).intent).toBe("goodbye");
    expect((await respondToMessage({ message: "nice one, thank you" }, NOW)).intent).toBe("thanks");
  });

  it("takes a booking from the matcher's words only when they are most of the message", async () => {
    expect((await respondToMessage({ message: "anything i must carry along for the appointment?" }, NOW)).intent).not.toBe("booking");
    expect((await respondToMessage({ message: "appointment please" }, NOW)).intent).toBe("booking");
  });

  it("meets a misspelling only through the reading's correction, which keeps the first letter", async () => {
    expect((await respondToMessage({ message: "good night and thanks" }, NOW)).intent).toMatch(/^(goodbye|thanks)$/);
    expect((await respondToMessage({ message: "recommend me a good tailor in freetown" }, NOW)).intent).toBe("off-topic");
    expect((await respondToMessage({ message: "who is the boss of the firm" }, NOW)).intent).toBe("team");
    expect((await respondToMessage({ message: "is the office open on independence day" }, NOW)).intent).toBe("hours");
  });

  it("steers sums and other general knowledge back to the firm's work, even once shorthand has folded a digit", async () => {
    expect((await respondToMessage({ message: "what is 12 times 4" }, NOW)).intent).toBe("off-topic");
  });

  it("leads every topic it may suggest back to that topic", async () => {
    for (const [intent, suggestion] of Object.entries(FIXED_SUGGESTIONS)) {
      expect((await respondToMessage({ message: suggestion.text }, NOW)).intent).toBe(intent);
    }
    for (const area of PRACTICE_AREAS) expect((await respondToMessage({ message: area.name }, NOW)).intent).toBe(`area:${area.slug}`);
  });

  it("takes a question about the cost of the first meeting, or of an hour, for the fees, not for what to bring or the hours", async () => {
    for (const message of ["price of a first meeting", "is a first meeting free of charge", "do you bill per hour", "can i pay in two instalments"]) {
      expect((await respondToMessage({ message }, NOW)).intent).toBe("knowledge:Fees");
    }
    expect((await respondToMessage({ message: "what papers for the first meeting" }, NOW)).intent).toBe("knowledge:What to bring");
  });

  it("answers a question about the meeting's language, and still takes a request to meet about a matter as a booking", async () => {
    expect((await respondToMessage({ message: "i want to talk to a lawyer in mende" }, NOW)).intent).toBe("knowledge:Languages spoken");
    expect((await respondToMessage({ message: "can i speak to a lawyer about my divorce" }, NOW)).intent).toBe("booking");
  });

  it("answers the topic the classifier clearly reads in a long message over a match on one of its words", async () => {
    const reply = await respondToMessage({ message: "my family and the neighbours want somebody fair to decide it without going to the judge" }, NOW);
    expect(reply.intent).toBe("area:arbitration");
    expect(reply.reason).toMatch(/^classifier: area:arbitration/);
  });

  it("does not trust a reading that only words hinting at several topics point to", async () => {
    const reply = await respondToMessage({ message: "can you help me find my lost goat" }, NOW);
    expect(reply.intent).toBe("unknown");
    expect(reply.reason).toMatch(/^not sure: words: address/);
    // The same words with a telling one: the classifier reads the parking question.
    const parking = await respondToMessage({ message: "how easy is it to find a parking spot by your office" }, NOW);
    expect(parking.intent).toBe("knowledge:Parking");
    expect(parking.reason).toMatch(/^classifier: knowledge:\w+ \(.*park/);
  });

  it("knows a forgery and a cybercrime as criminal matters", async () => {
    for (const message of ["they say i committed cybercrime", "my cousin forged a cheque in my name"]) {
      expect((await respondToMessage({ message }, NOW)).intent).toBe("area:criminal");
    }
  });

  it("defers what a court would award with the note, and takes a request to meet as a booking", async () => {
    const award = await respondToMessage({ message: "how much will the court award me" }, NOW);
    expect(award.intent).toBe("legal-question");
    expect(award.response.endsWith(TEXTS.notLegalAdvice)).toBe(true);
    expect((await respondToMessage({ message: "can I meet a lawyer on Tuesday" }, NOW)).intent).toBe("booking");
  });

  it("takes meeting a lawyer by name, or talking to one on a given day, as a booking, and asking to speak to one as a question about them", async () => {
    expect((await respondToMessage({ message: "a wan mit Mohamed Conteh bot mi lan" }, NOW)).intent).toBe("booking");
    expect((await respondToMessage({ message: "I want to talk to Hawa Turay about my mother's will. Is Wednesday possible?" }, NOW)).intent).toBe("booking");
    expect((await respondToMessage({ message: "I want to speak to Christiana Thomas" }, NOW)).intent).toBe("attorney:Christiana Thomas");
    expect((await respondToMessage({ message: "I'd like to schedule a call with Christiana Thomas sometime this week" }, NOW)).intent).toBe("booking");
    expect((await respondToMessage({ message: "can I call Christiana Thomas?" }, NOW)).intent).not.toBe("booking");
  });

  it("is unsure of a visitor who has yet to say what the matter is, and reads a time to come and the hours open to the public as the hours", async () => {
    for (const message of [
      "I don't know how to start",
      "sorry i dont know where to begin",
      "helo i want ask somtin",
      "Good day. I wish to make an enquiry.",
      "helo pls i get problm",
      "so wat now",
      "wetin a fo du now",
    ])
      expect(await intentOf(message)).toEqual({ message, intent: "unknown" });
    expect(await intentOf("Kushe o, una wel done.")).toEqual({ message: "Kushe o, una wel done.", intent: "greeting" });
    for (const message of ["can i come at 8am", "Kindly state the hours during which your chambers is open to the public."])
      expect(await intentOf(message)).toEqual({ message, intent: "hours" });
    // Once the matter is said, it is the matter: not a visitor yet to begin.
    expect(await intentOf("hello i have a problem with my landlord")).not.toEqual({ message: "hello i have a problem with my landlord", intent: "unknown" });
  });

  it("answers someone held or in danger as the classifier reads the whole message when no rule does, and says so, but not a lawyer named in full", async () => {
    const held = await respondToMessage({ message: "my husband was picked up by plain clothes men an hour ago and no one will tell us where he is" }, NOW);
    expect(held.intent).toBe("urgent");
    expect(held.reason).toMatch(/^classifier: someone is held/);
    const danger = await respondToMessage({ message: "i just escaped my house he was choking me i'm at the roadside in Calaba Town" }, NOW);
    expect(danger.intent).toBe("safety");
    expect(danger.reason).toMatch(/^classifier: someone is in danger/);
    expect((await respondToMessage({ message: "People say Ibrahim Jalloh is good. Is it true?" }, NOW)).intent).toBe("attorney:Ibrahim Jalloh");
    expect((await respondToMessage({ message: "my stomach is hurting since morning which medicine should i take" }, NOW)).intent).toBe("off-topic");
  });

  it("greets back a Krio 'how are you', and reads who works where, a slot today and the building as the team, a booking and the address", async () => {
    for (const [message, intent] of [
      ["how una de", "greeting"],
      ["who de na una chambers", "team"],
      ["how much lawyer de na una chambers?", "team"],
      ["Is there any slot available today?", "booking"],
      ["can i come tomorrow at 3pm", "booking"],
      ["Which building on Siaka Stevens Street are you in?", "address"],
      ["Kindly provide an email address for formal correspondence.", "email"],
    ])
      expect(await intentOf(message)).toEqual({ message, intent });
  });

  it("steers back a sentence with no word of the firm's work, but is only unsure of gibberish or a bare date", async () => {
    for (const message of ["pls suggest names for a girl baby, something with meaning", "how to charge my phone battery faster"]) {
      expect((await respondToMessage({ message }, NOW)).intent).toBe("off-topic");
    }
    for (const message of ["asdf qwer zxcv", "2026-03-01", "hmm"]) expect((await respondToMessage({ message }, NOW)).intent).toBe("unknown");
  });

  it("steers back an unsure message whose words no topic knows, and keeps a story the classifier surely reads as a practice area", async () => {
    const band = await respondToMessage({ message: "which clarinet reed does the office band prefer" }, NOW);
    expect(band.intent).toBe("off-topic");
    expect(band.reason).toContain("words no topic knows");
    expect((await respondToMessage({ message: "what colour cloth should the choir wear for the bishop's visit" }, NOW)).intent).toBe("off-topic");
    expect((await respondToMessage({ message: "my ex wnt let me se my dautr, i nd hlp wth vistation" }, NOW)).intent).not.toBe("off-topic");
    const licence = await respondToMessage(
      {
        message:
          "I'm renewing the hotel's business licence and the tourism licence from the National Tourist Board, and the council keeps sending me back for one more stamp. Can you help?",
      },
      NOW,
    );
    expect(licence.intent).toBe("area:business");
    expect((await respondToMessage({ message: "which football team won the league" }, NOW)).intent).toBe("off-topic");
    expect((await respondToMessage({ message: "Which team win the FA Cup final?" }, NOW)).intent).toBe("off-topic");
    expect((await respondToMessage({ message: "How do I stop my baby from coughing at night? The clinic is far." }, NOW)).intent).toBe("off-topic");
  });

  it("reads 1,000 characters of words no topic knows, of consonants without vowels, or of one letter, without searching for long", async () => {
    const unfamiliar = "apple banana cherry orchard violin trumpet saxophone glacier volcano meadow lantern pebble harbour walnut ";
    const messages = [
      unfamiliar.repeat(10),
      "plc shp phn prc bst ".repeat(50),
      "a".repeat(1000),
      `please ${"regards ".repeat(124)}`,
      // Thanks that goes on, an opening asked "or will you be closed", a lady lawyer: this round's phrases, repeated.
      "thank you i will tell my husband ".repeat(40),
      "can i come by 4 or will you be closed or do you open at 9 ".repeat(20),
      "do you have a lady lawyer only one lawyer or plenty ".repeat(25),
    ].map((text) => text.slice(0, 1000));
    // The chat's data and classifier load on the first message; the time asked about is the reading, not that load.
    await respondToMessage({ message: "hi" }, NOW);
    const started = performance.now();
    for (const message of messages) expect((await respondToMessage({ message }, NOW)).response.length).toBeGreaterThan(0);
    // A few milliseconds each on this machine; the margin is for a slow one, not a target.
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it("takes a short message that ends by taking leave as a goodbye, and a question about coming later as no goodbye", async () => {
    for (const message of [
      "Thank you, I will be in touch. Goodbye.",
      "Ok thanks, later",
      "k cya",
      "Cheers, speak later.",
      "aight im out peace",
      "ok thanks, gotta run to class. byee",
      "later",
      "Regards.",
      "A de go, we go tok bak",
      "Thank you for your assistance. Goodbye and God bless.",
      "aight thanks, peace ✌️",
      "aight i out. lata",
    ]) {
      expect((await respondToMessage({ message }, NOW)).intent).toBe("goodbye");
    }
    expect((await respondToMessage({ message: "can I come later?" }, NOW)).intent).not.toBe("goodbye");
    const letter = "Dear Sir, kindly furnish me with your telephone number. Regards.";
    expect(await intentOf(letter)).toEqual({ message: letter, intent: "phone" });
    expect((await respondToMessage({ message: "Alright, see you on Thursday then. Bye" }, NOW)).intent).toBe("goodbye");
    expect((await respondToMessage({ message: "a go si una Mɔnde" }, NOW)).intent).toBe("goodbye");
    expect((await respondToMessage({ message: "can I see you on Thursday?" }, NOW)).intent).toMatch(/^booking/);
    expect((await respondToMessage({ message: "can a lawyer see me when I come to town" }, NOW)).intent).toMatch(/^booking/);
    expect((await respondToMessage({ message: "I'd like to be seen by an attorney next Tuesday" }, NOW)).intent).toMatch(/^booking/);
    for (const message of ["ok by", "gtg, ttyl", "tenki, a de go naw", "over and out"]) {
      expect(await intentOf(message)).toEqual({ message, intent: "goodbye" });
    }
  });

  it("takes courtesies and the words that go with them for thanks or a greeting, and a boss who has not paid for the matter", async () => {
    for (const message of ["cheers boss", "aight thanks a lot bro", "that helps, thank you madam"]) {
      expect(await intentOf(message)).toEqual({ message, intent: "thanks" });
    }
    // An elder's greeting names the one greeted: "my pikin" is a word of address, not a child's matter.
    for (const message of [
      "heyy",
      "evening sir",
      "good afternoon to you all",
      "Blessed morning!",
      "yo wassup",
      "Good evening my pikin",
      "Good afternoon mi pikin dem",
    ]) {
      expect(await intentOf(message)).toEqual({ message, intent: "greeting" });
    }
    expect((await respondToMessage({ message: "thanks, but my boss has not paid me for two months" }, NOW)).intent).toBe("area:contract");
  });

  it("reads the firm's name as the firm, not as the lawyer who shares it, and a lawyer named beside words of another world as that lawyer", async () => {
    expect((await respondToMessage({ message: "Blessed morning to you all at Kamara Chambers." }, NOW)).intent).toBe("greeting");
    expect((await respondToMessage({ message: "Kamara & Associates Chambers phone number" }, NOW)).intent).toBe("phone");
    expect((await respondToMessage({ message: "Who is Fatmata Kamara?" }, NOW)).intent).toBe("attorney:Fatmata Kamara");
    const named = await respondToMessage({ message: "Grandpa asks about Hawa Turay, someone at the mosque told him she does wills" }, NOW);
    expect(named.intent).toBe("attorney:Hawa Turay");
    // Named in full beside the words of the lawyer's own work.
    for (const [message, intent] of [
      ["Isatu Bangura na the shipping lawyer? people for port recommend her", "attorney:Isatu Bangura"],
      ["Can you tell me about Hawa Turay? My mother was told she is the one who handles family land.", "attorney:Hawa Turay"],
      ["is ibrahim jalloh the one who handles criminal defence", "attorney:Ibrahim Jalloh"],
    ]) {
      expect(await intentOf(message)).toEqual({ message, intent });
    }
  });

  it("answers what else the firm does, a conditional question about the law and the email for sending papers", async () => {
    for (const message of [
      "Do you handle only shipping or other things too?",
      "Chale, does your firm only do court cases or other things too?",
      "Besides criminal cases, what else does the firm do?",
      "una de wok fo wetin kain kes dem?",
      "wat kin case una de do",
      "What does the firm help with?",
      "I WAS WONDERING WHETHER YOUR CHAMBERS HANDLES MATTERS OTHER THAN COURT LITIGATION",
      "Does the firm do mining law or only general corporate work?",
      "u guys do only court tins or wat else",
    ]) {
      expect((await respondToMessage({ message }, NOW)).intent).toBe("services");
    }
    expect((await respondToMessage({ message: "Have you moved office? I went to the old place and nobody was there." }, NOW)).intent).toBe("address");
    for (const message of [
      "whr is ur offis",
      "wich side una ofis de",
      "I de come from Dove Cot by keke, how I go reach una office",
      "una office dey where, near Siaka Stevens street?",
    ]) {
      expect(await intentOf(message)).toEqual({ message, intent: "address" });
    }
    expect((await respondToMessage({ message: "how i go reech una" }, NOW)).intent).toBe("contact");
    expect((await respondToMessage({ message: "Could you share the firm's direct line? I'd prefer to speak to someone." }, NOW)).intent).toBe("phone");
    expect((await respondToMessage({ message: "Do you work on public holidays?" }, NOW)).intent).toBe("hours");
    expect((await respondToMessage({ message: "what days of the week can I come in" }, NOW)).intent).toBe("hours");
    expect((await respondToMessage({ message: "Kindly inform me of your hours of business during the Christmas period." }, NOW)).intent).toBe("hours");
    const story = "write short story bout one farmer wey go court and win, na fo mi small broda school";
    expect((await respondToMessage({ message: story }, NOW)).intent).toBe("off-topic");
    expect((await respondToMessage({ message: "do u do legal aid for students" }, NOW)).intent).not.toBe("off-topic");
    expect((await respondToMessage({ message: "what is the price of cocoa per kilo in Kailahun this season" }, NOW)).intent).toBe("off-topic");
    const staff = await respondToMessage({ message: "I need someone to draft a simple staff contract for the 6 people who work at my bar." }, NOW);
    expect(staff.intent).toBe("area:contract");
    expect((await respondToMessage({ message: "Please I want appointment for when I come to Freetown on the 14th" }, NOW)).intent).toMatch(/^booking/);
    const conditional = await respondToMessage({ message: "If my husband dies, can his brothers take the house we built together in Wellington?" }, NOW);
    expect(conditional.intent).toBe("legal-question");
    expect((await respondToMessage({ message: "email address for send documents" }, NOW)).intent).toBe("email");
    expect((await respondToMessage({ message: "Kindly provide your electronic mail address for correspondence." }, NOW)).intent).toBe("email");
    expect((await respondToMessage({ message: "hw a go rich una?" }, NOW)).intent).toBe("contact");
  });

  it("answers which days the office works, who handles a kind of case, and whether the firm is only for companies", async () => {
    expect((await respondToMessage({ message: "which days do you work" }, NOW)).intent).toBe("hours");
    expect((await respondToMessage({ message: "who deals with land matters in your firm?" }, NOW)).intent).toBe("team");
    expect((await respondToMessage({ message: "is your firm only for big companies or also for people like me?" }, NOW)).intent).toBe("services");
    expect((await respondToMessage({ message: "Much obliged." }, NOW)).intent).toBe("thanks");
    expect((await respondToMessage({ message: "what is the scope of your practice?" }, NOW)).intent).toBe("services");
    expect((await respondToMessage({ message: "there is a warrant out for me, I need a lawyer" }, NOW)).intent).toMatch(/^(area:criminal|urgent)$/);
    expect((await respondToMessage({ message: "regista company" }, NOW)).intent).toBe("area:business");
    expect((await respondToMessage({ message: "mama seh wusai una de" }, NOW)).intent).toBe("address");
    expect((await respondToMessage({ message: "Which keke can I take to reach your office?" }, NOW)).intent).toBe("address");
    expect((await respondToMessage({ message: "any availability on Thursday for a short consultation?" }, NOW)).intent).toMatch(/^booking/);
    for (const message of ["sup fam", "yo wagwan"]) expect((await respondToMessage({ message }, NOW)).intent).toBe("greeting");
    expect((await respondToMessage({ message: "a de go, we go tok" }, NOW)).intent).toBe("goodbye");
    expect((await respondToMessage({ message: "hu r di lawyas" }, NOW)).intent).toBe("team");
    expect((await respondToMessage({ message: "I would like to reserve a one-hour consultation for Friday" }, NOW)).intent).toMatch(/^booking/);
    for (const message of [
      "which airline flies to Lungi from Brussels",
      "who is the current inspector general of police",
      "how do I renew my British passport here",
    ]) {
      expect(await intentOf(message)).toEqual({ message, intent: "off-topic" });
    }
    expect((await respondToMessage({ message: "compose a toast for my sister's wedding" }, NOW)).intent).toBe("off-topic");
  });

  it("answers what the firm does when asked by its name, or whether it handles work no area names", async () => {
    expect((await respondToMessage({ message: "what does Kamara Chambers do?" }, NOW)).intent).toBe("services");
    expect((await respondToMessage({ message: "do you handle pensions?" }, NOW)).intent).toBe("services");
    expect((await respondToMessage({ message: "do you handle land disputes?" }, NOW)).intent).toBe("area:land");
  });

  it("answers a question of law about something outside the firm's work as one, and other advice asked about it as off-topic", async () => {
    for (const message of [
      "Is it legal for the hospital to keep my baby until I pay the bill?",
      "can the football club sack me for missing training when I was sick?",
    ]) {
      expect((await respondToMessage({ message }, NOW)).intent).toBe("legal-question");
    }
    for (const message of ["what medicine should I take for a toothache", "who win the football match yesterday"]) {
      expect((await respondToMessage({ message }, NOW)).intent).toBe("off-topic");
    }
  });

  it("reads Krio in its own alphabet and French", async () => {
    expect((await respondToMessage({ message: "Usay una ɔfis de?" }, NOW)).intent).toBe("address");
    expect((await respondToMessage({ message: "tɛnki" }, NOW)).intent).toBe("thanks");
    expect((await respondToMessage({ message: "Bonjour" }, NOW)).intent).toBe("greeting");
    expect((await respondToMessage({ message: "Où se trouve votre bureau ?" }, NOW)).intent).toBe("address");
    expect((await respondToMessage({ message: "Vous êtes ouverts le samedi ?" }, NOW)).intent).toBe("hours");
    expect((await respondToMessage({ message: "mon frère est arrêté par la police depuis hier" }, NOW)).intent).toBe("urgent");
    expect((await respondToMessage({ message: "Combien coûte une consultation ?" }, NOW)).intent).toBe("knowledge:Fees");
  });

  it("reads the Krio of the office's hours, number and team", async () => {
    expect((await respondToMessage({ message: "Fraide, wetin tem una de lok di ofis?" }, NOW)).intent).toBe("hours");
    expect((await respondToMessage({ message: "hau lat una de sidom na ofis?" }, NOW)).intent).toBe("hours");
    expect((await respondToMessage({ message: "Wetin na una nomba fo kol?" }, NOW)).intent).toBe("phone");
    expect((await respondToMessage({ message: "Abeg tel mi bot una tim" }, NOW)).intent).toBe("team");
    expect((await respondToMessage({ message: "aw a go get una?" }, NOW)).intent).toBe("contact");
    expect((await respondToMessage({ message: "wich side una de?" }, NOW)).intent).toBe("address");
    expect((await respondToMessage({ message: "wr ur office" }, NOW)).intent).toBe("address");
    expect((await respondToMessage({ message: "Please send your opening hours for the next two weeks" }, NOW)).intent).toBe("hours");
    expect((await respondToMessage({ message: "Which channel is best for contacting your office?" }, NOW)).intent).toBe("contact");
    expect((await respondToMessage({ message: "u opn satdy?" }, NOW)).intent).toBe("hours");
  });

  it("lets no police word in the classifier overrule a message that says the one held is out", async () => {
    for (const message of [
      "police arrest my brother for station, dem don release am on bail",
      "they detained my son at the police station for three days, he came out on bail this morning",
    ])
      expect(await intentOf(message)).toEqual({ message, intent: "area:criminal" });
  });

  it("starts a booking on the word alone, and takes goodnight as a goodbye", async () => {
    for (const message of ["consultation pls", "Appointment", "book"]) expect(await intentOf(message)).toEqual({ message, intent: "booking" });
    expect(await intentOf("consultation fee")).toEqual({ message: "consultation fee", intent: "knowledge:Fees" });
    expect(await intentOf("Goodnight")).toEqual({ message: "Goodnight", intent: "goodbye" });
    for (const message of ["I go tok to una leta", "ok I de go now, passenja don cam"]) expect(await intentOf(message)).toEqual({ message, intent: "goodbye" });
  });

  it("answers the matter, not the lawyer, when a lawyer named in full is one choice among others for it", async () => {
    const message =
      "Our church is in a long-running disagreement with a contractor over the new hall. The elders would prefer arbitration to court. Could Mrs. Adama Koroma or another lawyer assist?";
    expect(await intentOf(message)).toEqual({ message, intent: "area:arbitration" });
    const asked = "Is Adama Koroma the lawyer who does arbitration? People at the market recommend her";
    expect(await intentOf(asked)).toEqual({ message: asked, intent: "attorney:Adama Koroma" });
  });

  it("takes a loan asked of the firm as outside its work however surely the rest reads as business, but not a loan from a bank", async () => {
    for (const message of [
      "abeg lend me 500k, a go pay back end of month",
      "Can the firm give me a small loan to start my business? I will pay back with interest",
    ])
      expect(await intentOf(message)).toEqual({ message, intent: "off-topic" });
    const company = "A wan register mi rice business as company so bank go gi me loan. Una de do dat?";
    expect(await intentOf(company)).toEqual({ message: company, intent: "area:business" });
  });

  it("greets and thanks back in the words of the faithful, and takes coming in, being set up with a lawyer and what else the firm does for what they ask", async () => {
    for (const message of ["Salamu alaikum", "Assalamu alaikum", "Peace be unto you"]) expect(await intentOf(message)).toEqual({ message, intent: "greeting" });
    for (const message of ["Jazakallah", "jazakallahu khairan"]) expect(await intentOf(message)).toEqual({ message, intent: "thanks" });
    for (const message of ["I would like to come in about my late father's estate", "pls set me up with a lawyer, na land matter"])
      expect(await intentOf(message)).toEqual({ message, intent: "booking" });
    for (const message of ["Besides land cases, what else do you do?", "Does the firm work with schools or only with people?"])
      expect(await intentOf(message)).toEqual({ message, intent: "services" });
  });

  it("steers back aids and their errands, answers legal aid with the fees, a consultation at home or a next meeting as a booking, and a person chained or slapped now as in danger", async () => {
    for (const message of [
      "is there any NGO that gives free crutches? mine cracked",
      "Price of a white cane now? and where in Freetown",
      "How do I get a disability ID card in Kenema",
      "do you know anyone that teaches sign language classes in Bo",
      "my son has fits at night, what should I do when it happens?",
    ])
      expect(await intentOf(message)).toEqual({ message, intent: "off-topic" });
    for (const [message, intent] of [
      ["is there legal aid for disabled people or do i have to pay", "knowledge:Fees"],
      ["Can someone from your firm come to our house for the consultation? My father is bedridden and can't travel.", "booking"],
      ["Kindly confirm whether I may attend your office on 3rd of next month at 11 a.m. for an initial consultation.", "booking"],
      ["I came last month and want another meeting to continue my case. Can I book again?", "booking"],
      ["my sister is chained to a tree behind the house by the pastor for 3 days, they are flogging her", "safety"],
      ["I'm watching on the camera from abroad right now: the carer we hired is slapping my mother.", "safety"],
      ["people are saying my son with epilepsy is a witch and they are gathering to come for him tonight, please", "safety"],
    ])
      expect(await intentOf(message)).toEqual({ message, intent });
  });

  it("steers back fever and medicine, gifts and scholarships asked of the firm, money advice, another place's days, a church to join and a trade to hire", async () => {
    for (const message of [
      "mi head de hot 3 days now, wetin a fo drink?",
      "my head dey hot since last night wetin medicine a go take",
      "una de gi scholarship fo skul pikin?",
      "how to start business with small capital in freetown",
      "which bank is open on saturday in freetown",
      "Which church has a good widows' support group in Waterloo?",
      "I need a plumber for my house in Goderich, the tank is leaking",
    ])
      expect(await intentOf(message)).toEqual({ message, intent: "off-topic" });
    const unpaid = "I need a plumber's contract reviewed, he took the money for my house in Goderich and never came";
    expect(await intentOf(unpaid)).not.toEqual({ message: unpaid, intent: "off-topic" });
  });

  it("steers back public errands and utilities, and hears a power or an arrest asked about as a question for a lawyer", async () => {
    for (const message of [
      "how do i get a police clearance certificate for my job application abroad",
      "how do I register my baby's birth at the registry in Kenema?",
      "Where do I pay my EDSA bill in Bo?",
      "my prepaid meter token not loading, who do i call at EDSA",
      "Can you tell me the date of the next local council elections?",
      "which office in the ministry do i go to get my teacher pin code",
      "Can you help me fill the NASSIT pension form? I don't understand section 4",
    ])
      expect(await intentOf(message)).toEqual({ message, intent: "off-topic" });
    for (const [message, intent] of [
      ["does a ward councillor have the power to stop me renting out my own house?", "legal-question"],
      ["I applied for a building permit 8 months ago and no answer. Can I go ahead and build? Will they demolish it?", "legal-question"],
      ["If I refuse to pay the chiefdom 'development levy', can they arrest me?", "legal-question"],
      ["SLPA has detained our fishing vessel over licence issues with the Ministry of Fisheries. we need help", "area:shipping"],
      ["EDSA cut our power for a month without notice and we lost all the fish in the freezers, can we sue them?", "legal-question"],
    ])
      expect(await intentOf(message)).toEqual({ message, intent });
  });

  it("answers the firm's own days, hours and street asked beside school, prayers, a match or a sea coach, but not another place's", async () => {
    for (const message of [
      "Una de work Friday afta Jumu'ah prayer?",
      "Do you work evenings? I'm at school all day",
      "I'm coming from my son's basketball match around 4:30. Will you still be open?",
    ])
      expect(await intentOf(message)).toEqual({ message, intent: "hours" });
    const beach = "is the beach at Lakka open on Sunday?";
    expect(await intentOf(beach)).toEqual({ message: beach, intent: "off-topic" });
    const street = "I'm coming from Lungi by sea coach, which street are you on?";
    expect(await intentOf(street)).toEqual({ message: street, intent: "address" });
    const ferry = "which street is the sea coach terminal on?";
    expect(await intentOf(ferry)).toEqual({ message: ferry, intent: "off-topic" });
  });

  it("answers people inside while someone bangs at the door, sets a fire or takes the roof off with the safety answer", async () => {
    for (const message of [
      "Someone is banging on our door, it's the same guys from the street fight, they have machetes. My mother and I are inside.",
      "fire in our compound at Susan's Bay the landlord boys started it to force us out people still inside",
      "My 80 yr old grandmother is alone and my uncles took the roof off her house to force her out. It's pouring tonight and she's still in there.",
    ])
      expect(await intentOf(message)).toEqual({ message, intent: "safety" });
  });

  it("greets, takes leave and asks the way in Krio and Mende: 'bua', 'wi go si bak', 'usai una de', 'wey una de?'", async () => {
    expect(await intentOf("Bua")).toEqual({ message: "Bua", intent: "greeting" });
    for (const message of ["Wi go si bak", "ok a go talk to una anoda time"]) expect(await intentOf(message)).toEqual({ message, intent: "goodbye" });
    for (const message of ["Usai una de na Siaka Stevens strit?", "wey una de?"]) expect(await intentOf(message)).toEqual({ message, intent: "address" });
    for (const message of ["I don't even know how to explain this", "I don't know what to type here"])
      expect(await intentOf(message)).toEqual({ message, intent: "unknown" });
  });

  it("steers back illness, crops, courses, pension dates, prices of fuel and social accounts, but not the law about them", async () => {
    for (const message of [
      "Is there a good eye clinic in Bo for cataract surgery?",
      "how long does cocoa take to start bearing after planting?",
      "pls which courses dem get fo Njala fo agriculture",
      "When will the NASSIT pension for this month be paid into the banks?",
      "wetin na di prays fo kerosene now",
      "how to get my instagram account verified",
    ])
      expect(await intentOf(message)).toEqual({ message, intent: "off-topic" });
    const pension = "my employer never paid my NASSIT contributions for 6 years, can I take him to court?";
    expect(await intentOf(pension)).not.toEqual({ message: pension, intent: "off-topic" });
  });

  it("takes a matter told without a question as the practice area's, though its words are those of questions for a lawyer", async () => {
    for (const [message, intent] of [
      ["arbitration award, di oda man no pay", "area:arbitration"],
      ["we signed a contract with a man to dig a well for our compound, he dug halfway and left. need lawyer", "area:contract"],
      ["my late father had a container of goods at the port when he died and we can't clear it because the papers are in his name", "area:shipping"],
    ])
      expect(await intentOf(message)).toEqual({ message, intent });
    const asked = "i was caught riding my okada at night without helmet n they took the bike can they keep it more than a week";
    expect(await intentOf(asked)).toEqual({ message: asked, intent: "legal-question" });
  });

  it("answers what the work costs or what to bring from the entry staff wrote, whatever matter is named beside it", async () => {
    for (const message of [
      "what are your fees for a boundary dispute?",
      "How much would you charge to draft a will?",
      "how much will it cost to defend my brother at the magistrate court",
      "can we pay in parts? money is hard now",
    ])
      expect(await intentOf(message)).toEqual({ message, intent: "knowledge:Fees" });
    for (const message of [
      "what must I bring when I come for my divorce matter",
      "Which documents should my wife bring about the land?",
      "wetin a go carry wen a de kam si di lawyer?",
    ])
      expect(await intentOf(message)).toEqual({ message, intent: "knowledge:What to bring" });
    for (const message of [
      "Could you give me an idea of what it costs to have a will prepared?",
      "What would it cost roughly to have a lawyer handle my father's estate?",
    ])
      expect(await intentOf(message)).toEqual({ message, intent: "knowledge:Fees" });
    const thanks = "thank you so much, now i know what to bring";
    expect(await intentOf(thanks)).toEqual({ message: thanks, intent: "thanks" });
    const building = "how much does it cost to build a two bedroom house";
    expect(await intentOf(building)).not.toEqual({ message: building, intent: "knowledge:Fees" });
  });
});

describe("the service asked for, a crime to prosecute and people sheltering", () => {
  it("answers a mediation or an arbitration asked for with that practice, whatever the quarrel asks", async () => {
    for (const message of [
      "Do you do mediation? My brothers and I disagree on who owns our late father's shop",
      "help us mediate between the two market groups, they are fighting over the stalls",
      "we need an arbitrator for the quarrel with the company that built our school",
    ])
      expect(await intentOf(message)).toEqual({ message, intent: "area:arbitration" });
    const binding = "Is a mediation agreement binding like a court order?";
    expect(await intentOf(binding)).toEqual({ message: binding, intent: "legal-question" });
  });

  it("takes a wrong the visitor wants prosecuted as a criminal matter, not someone held, unless someone is held", async () => {
    for (const message of [
      "My shop boy stole 2 million leones and ran to Bo. I want him prosecuted",
      "the man who sold us fake cement vanished, we want police to catch him. can una help",
      "someone opened a page with my photos and is selling flats for rent with my name. I want to report the fraud",
    ])
      expect(await intentOf(message)).toEqual({ message, intent: "area:criminal" });
    const held = "the police are holding my son since yesterday, I want to press charges against the man who lied";
    expect(await intentOf(held)).toEqual({ message: held, intent: "urgent" });
  });

  it("answers people inside while petrol is poured or a crowd is outside with the safety answer", async () => {
    for (const message of [
      "they poured petrol round our house and we are inside now",
      "people with cutlasses outside our gate shouting for my husband, we are inside",
    ])
      expect(await intentOf(message)).toEqual({ message, intent: "safety" });
  });

  it("takes 'go court' as going to court and a bank book as no booking", async () => {
    const court = "di man tek mi go court say a spoil im fence, court date na Monday";
    expect(await intentOf(court)).not.toEqual({ message: court, intent: "legal-question" });
    const book = "can the treasurer keep our bank book in his house?";
    expect(await intentOf(book)).toEqual({ message: book, intent: "legal-question" });
  });

  it("answers the fees asked in a request or in Krio, and a meeting typed as 'meat'", async () => {
    for (const message of ["Kindly advise on your charges for a land title search.", "wetin una charge fo divorce"])
      expect(await intentOf(message)).toEqual({ message, intent: "knowledge:Fees" });
    expect(await intentOf("can i meat with a lawyer tomorrow")).toEqual({ message: "can i meat with a lawyer tomorrow", intent: "booking" });
  });

  it("hears who must repair, whether a new owner must respect a lease, and being put out as questions for a lawyer", async () => {
    for (const message of [
      "can she drive us out of the family house?",
      "who is responsible to repair the fence, me or the neighbour?",
      "does the buyer have to respect the old tenancy?",
    ])
      expect(await intentOf(message)).toEqual({ message, intent: "legal-question" });
    const will = "a wan mek will i get two house for my pikin dem";
    expect(await intentOf(will)).not.toEqual({ message: will, intent: "legal-question" });
  });

  it("steers back pests and mould about the house", async () => {
    for (const message of ["how do I get rid of cockroaches in my kitchen", "what kills termites in wood?", "how to remove mould from my bathroom wall"])
      expect(await intentOf(message)).toEqual({ message, intent: "off-topic" });
  });

  it("reads the household's cook as a person, and someone in the cell waiting to be got out on bail as held", async () => {
    const cook = "a bin na cook 3 years fo dis family, dem sack me, a nor get paper but a wan me rights";
    expect(await intentOf(cook)).not.toEqual({ message: cook, intent: "off-topic" });
    for (const message of [
      "My gardener was picked up yesterday after a quarrel with the neighbour. He's been in the cell overnight without food. How do we get him out on bail?",
    ])
      expect(await intentOf(message)).toEqual({ message, intent: "urgent" });
  });

  it("hears pay owed by law, being taken to court and being had arrested as questions for a lawyer, and a danger read beside the law only when asked", async () => {
    for (const message of [
      "Does a night guard have to be paid extra for working on Sundays?",
      "can the landlord take me to court for the broken window?",
      "If I push him back, can he have me arrested?",
      "Madam say she go cut me pay fo di cup wey broke. e get right fo do dat?",
    ])
      expect(await intentOf(message)).toEqual({ message, intent: "legal-question" });
    const threat = "my ex said he will send boys to beat me if I go to court";
    expect(await intentOf(threat)).toEqual({ message: threat, intent: "safety" });
  });

  it("takes Pademba Road as a place on the way and another place's border as not the firm's, and answers what to bring and who the lawyers are", async () => {
    expect(await intentOf("How do I get to your office from Pademba Road?")).toEqual({
      message: "How do I get to your office from Pademba Road?",
      intent: "address",
    });
    expect(await intentOf("is the Jendema border open on Sunday?")).toEqual({ message: "is the Jendema border open on Sunday?", intent: "off-topic" });
    expect(await intentOf("should I bring my receipts?")).toEqual({ message: "should I bring my receipts?", intent: "knowledge:What to bring" });
    const team = "is it one lawyer for everything or do you have lawyers for different areas?";
    expect(await intentOf(team)).toEqual({ message: team, intent: "team" });
    expect(await intentOf("what kind of problems una de solve?")).toEqual({ message: "what kind of problems una de solve?", intent: "services" });
  });

  it("steers back kitchen times, driving lessons and a job asked of the firm", async () => {
    for (const message of [
      "how long to boil rice for jollof",
      "can you teach me to drive a manual car",
      "does your office need a cleaner? I am looking for work",
    ])
      expect(await intentOf(message)).toEqual({ message, intent: "off-topic" });
  });

  it("takes a fraud case to file as a criminal matter, being put in prison asked as a question for a lawyer, and setting an appointment as a booking", async () => {
    const fraud = "the seller gave me fake papers for the car and took 40 million. I want to file a fraud case against him";
    expect(await intentOf(fraud)).toEqual({ message: fraud, intent: "area:criminal" });
    const prison = "can dem put me na prison for selling phone wey tif if I nor know say e tif?";
    expect(await intentOf(prison)).toEqual({ message: prison, intent: "legal-question" });
    const booking = "Set an appointment for me please, the garage refused to return my car";
    expect(await intentOf(booking)).toEqual({ message: booking, intent: "booking" });
  });

  it("steers back which of two things to buy and a car's oil, and answers a repair gone wrong when help is asked", async () => {
    for (const message of ["is Toyota or Nissan better for taxi work", "how do I check my car oil"])
      expect(await intentOf(message)).toEqual({ message, intent: "off-topic" });
    const repair = "I gave the mechanic my generator to repair and he sold the parts. I need help to get it back";
    expect(await intentOf(repair)).not.toEqual({ message: repair, intent: "off-topic" });
  });

  it("answers reaching the firm from abroad, after the chat or with no way there named with its contacts, and the way from a place with the address", async () => {
    for (const message of [
      "I live in Germany now, how do I reach your office?",
      "Please tell me how I can reach your office.",
      "once I close this chat, how can I find you?",
    ])
      expect(await intentOf(message)).toEqual({ message, intent: "contact" });
    const route = "how do I reach your office from Lumley by keke?";
    expect(await intentOf(route)).toEqual({ message: route, intent: "address" });
  });

  it("answers whether the firm does only court or criminal work with its services, and reads Krio 'oda' as other", async () => {
    for (const message of ["una de do only criminal case or una de do oda tins?", "are you criminal lawyers only or do you do other work too"])
      expect(await intentOf(message)).toEqual({ message, intent: "services" });
  });

  it("hears a question of the law about a thing the police took as that question, but someone at the station as held", async () => {
    for (const message of [
      "police take mi keke fo no papers an say I must pay 300k fo get am back. Is that legal?",
      "The town police took my generator as a fine. Are they allowed to seize property like that?",
    ])
      expect(await intentOf(message)).toEqual({ message, intent: "legal-question" });
    const held = "they took my phone and now I'm sitting at the counter in Kissy police station, what do I do";
    expect(await intentOf(held)).toEqual({ message: held, intent: "urgent" });
  });

  it("hears a certificate withheld, being chased from a rented house, forcing a neighbour and wife-beating asked of the law as questions for a lawyer", async () => {
    for (const message of [
      "can the college withhold my diploma because I owe hostel fees?",
      "I paid rent for 3 years, can the new landlord chase me before the time finish?",
      "his cattle eat my cassava every week. can I force him to fence them?",
      "Is slapping your wife illegal in Sierra Leone?",
    ])
      expect(await intentOf(message)).toEqual({ message, intent: "legal-question" });
  });

  it("steers back which lender gives loans, which of two materials is better, and a memo to draft", async () => {
    for (const message of [
      "which bank gives small loans to traders without collateral?",
      "is cement blocks or mud bricks better for a small house",
      "pls draft a memo to my staff about coming late",
    ])
      expect(await intentOf(message)).toEqual({ message, intent: "off-topic" });
  });

  it("reads French asks of contact, areas of work and land bought", async () => {
    expect(await intentOf("Comment puis-je vous contacter?")).toEqual({ message: "Comment puis-je vous contacter?", intent: "contact" });
    expect(await intentOf("Quels sont vos domaines?")).toEqual({ message: "Quels sont vos domaines?", intent: "services" });
    const land = "J'ai acheté un terrain à Waterloo, besoin d'aide avec les papiers";
    expect(await intentOf(land)).toEqual({ message: land, intent: "area:land" });
  });

  it("answers what the firm works on, the lawyers' names, a price to see a lawyer, and a party owing compensation", async () => {
    for (const message of ["wetin una de wok pan", "do you only do land cases or other things too?"])
      expect(await intentOf(message)).toEqual({ message, intent: "services" });
    const names = "Kindly send the names and positions of the lawyers in your firm.";
    expect(await intentOf(names)).toEqual({ message: names, intent: "team" });
    expect(await intentOf("wat na di price fo see lawyer")).toEqual({ message: "wat na di price fo see lawyer", intent: "knowledge:Fees" });
    const owe = "Does the company owe me compensation for the injury at their site?";
    expect(await intentOf(owe)).toEqual({ message: owe, intent: "legal-question" });
  });

  it("steers back elections and who holds office, but not an offence asked or stones thrown at people", async () => {
    for (const message of ["where is my polling station?", "who will win the council election in Bo?", "who is the mayor of Makeni"])
      expect(await intentOf(message)).toEqual({ message, intent: "off-topic" });
    const offence = "Is it an offence to wear party colours at the polling station?";
    expect(await intentOf(offence)).toEqual({ message: offence, intent: "legal-question" });
    const stones = "they are stoning our bus at the junction right now";
    expect(await intentOf(stones)).toEqual({ message: stones, intent: "safety" });
  });
});

describe("vehicles held, awards to enforce and the visitor's own asks", () => {
  it("takes a vehicle the police keep as no call now, but a person named beside it as someone held", async () => {
    for (const message of [
      "abeg a wan see lawyer next week, na bout my okada wey police hold",
      "Police took my keke after the crash and it has been in their yard 2 months. Can they keep it without charging anyone?",
    ])
      expect(await intentOf(message)).not.toEqual({ message, intent: "urgent" });
    for (const message of ["police have taken the car and Musa to Central police", "the police are holding my car and my driver at Kissy"])
      expect(await intentOf(message)).toEqual({ message, intent: "urgent" });
  });

  it("answers an award or a mediated agreement to enforce with arbitration, and whether one binds as a question for a lawyer", async () => {
    for (const message of [
      "We got an arbitration award against the contractor last year and he still refuses to pay. What can your firm do?",
      "the arbitrator gave his decision in our favour but the company ignores it, we need help",
    ])
      expect(await intentOf(message)).toEqual({ message, intent: "area:arbitration" });
    const binding = "Can an arbitration award from Lagos be challenged in the High Court here?";
    expect(await intentOf(binding)).toEqual({ message: binding, intent: "legal-question" });
  });

  it("answers 'how may I reach your chambers' with the contacts, 'how una du' as a greeting and French soldiers taking someone as urgent", async () => {
    expect(await intentOf("Good morning, how may I reach your chambers?")).toEqual({
      message: "Good morning, how may I reach your chambers?",
      intent: "contact",
    });
    expect(await intentOf("how una du")).toEqual({ message: "how una du", intent: "greeting" });
    const taken = "les militaires ont pris mon frère ce matin, aidez-moi";
    expect(await intentOf(taken)).toEqual({ message: taken, intent: "urgent" });
  });

  it("answers whether the office is open then, a booking with a lawyer named, languages asked of the lawyers and a lawyer for a matter as asked", async () => {
    const cases: [string, string][] = [
      ["Can I come to the office on Saturday morning or are you closed?", "hours"],
      ["Can I come in at 8:30 on Monday or do you open at 9?", "hours"],
      ["Can I come to the office on Saturday morning?", "booking"],
      ["Can I book with Christiana Thomas for next week?", "booking"],
      ["Do your lawyers speak only English or other languages too?", "knowledge:Languages spoken"],
      ["My container has been held at the Quay for three weeks over the bill of lading. I need a lawyer who handles port matters.", "area:shipping"],
      ["meet the team?", "team"],
      ["I want to meet your team on Monday", "booking"],
      ["tnks boss", "thanks"],
      ["is there a carpark at your office", "knowledge:Parking"],
      ["watin una de do na dis office", "services"],
      ["ow a go fit get una", "contact"],
      ["una de work after 5?", "hours"],
      ["Pls I need consultation for stolen phone case. When can I come?", "booking"],
      ["landlord wan drive me commot from di shop before di lease finish. I still get 2 years on the lease paper. wich lawyer go help me", "area:land"],
      ["which lawyers do you have?", "team"],
      ["Can I come in by 4:30 pm on Friday or will you be closed?", "hours"],
      ["Can I book a tennis court near Aberdeen for Saturday?", "off-topic"],
      ["Can I book a consultation for Saturday?", "booking"],
      ["wetin na di pris fo di consultation", "knowledge:Fees"],
      ["giv me di nomba fo cal", "phone"],
      ["Thank you Sir, I will tell my husband.", "thanks"],
      ["tenki bo, u help me", "thanks"],
      ["my husband left me", "area:family"],
      ["Do you have a lady lawyer for family cases?", "team"],
      ["wetin una lawyer dem de do", "services"],
      ["Is it only one lawyer or plenty? I want know who go handle my case", "team"],
      ["Mi wan kam tumara bay 8 am, una go don open?", "hours"],
    ];
    for (const [message, intent] of cases) expect(await intentOf(message)).toEqual({ message, intent });
  });
});

describe("a question opened as one for a lawyer about another world", () => {
  it("is steered back when the classifier is sure of the other world and no word of the law is said, and stays a question for a lawyer otherwise", async () => {
    const generator = await respondToMessage({ message: "my generator for the print shop won't start after i changed the oil, what do i do" }, NOW);
    expect(generator.intent).toBe("off-topic");
    expect(generator.reason).toMatch(/asked as a question$/);
    expect((await respondToMessage({ message: "my boss sacked me without any notice after ten years, what do i do" }, NOW)).intent).toBe("legal-question");
    expect((await respondToMessage({ message: "my landlord wants me out of the room by friday what should i do" }, NOW)).intent).toBe("legal-question");
  });
});

describe("a call into the silence and the firm reached out of hours", () => {
  it("is unsure of a visitor who calls out with doubled question marks, and greets one who says hello plainly", async () => {
    for (const message of ["hello?? anybody dey", "HELLO?? ANYBODY THERE", "hi??? anyone"])
      expect(await intentOf(message)).toEqual({ message, intent: "unknown" });
    for (const message of ["hello anybody there", "Hi, good evening. Anybody there?"]) expect(await intentOf(message)).toEqual({ message, intent: "greeting" });
    expect(await intentOf("Hello I have a question")).toEqual({ message: "Hello I have a question", intent: "unknown" });
    expect(await intentOf("aw moch lawyer una get?")).toEqual({ message: "aw moch lawyer una get?", intent: "team" });
    expect(await intentOf("how much lawyer go take for small case like this")).toEqual({
      message: "how much lawyer go take for small case like this",
      intent: "knowledge:Fees",
    });
  });

  it("reads reaching the firm outside office hours as the ways to contact it, and the office hours alone as the hours", async () => {
    for (const message of ["Is there a way to reach your firm outside office hours?", "pls how do I contact you after office hours?"])
      expect(await intentOf(message)).toEqual({ message, intent: "contact" });
    for (const message of ["what are your office hours?", "can I come after office hours?"])
      expect(await intentOf(message)).toEqual({ message, intent: "hours" });
  });
});

describe("a wrong the visitor wants prosecuted, which the classifier reads as a danger", () => {
  it("is a criminal matter unless the harm goes on", async () => {
    const message =
      "Last year a man attacked our nurse on her way home from night duty and broke her arm. She knows him, the whole town knows him. The police took a statement and then closed the file. He is walking free and laughing at her. We want someone to prosecute him.";
    expect(await intentOf(message)).toEqual({ message, intent: "area:criminal" });
    const ongoing = "He attacked me again tonight and broke my arm, he is outside now. I want him prosecuted.";
    expect(await intentOf(ongoing)).toEqual({ message: ongoing, intent: "safety" });
  });
});
